import { newsletterSchema, type NewsletterInput } from '@sweepscout/shared/schemas';

export type NewsletterCheck =
  { ok: true; values: NewsletterInput } | { ok: false; message: string };

/**
 * The newsletter form checked with the contract's schema: the values to send (as the schema
 * parsed them), or the first problem with the email in the schema's words. Loaded on first use
 * (Newsletter.tsx), so that zod is not on the home page's critical path.
 */
export function checkNewsletter(email: string): NewsletterCheck {
  const result = newsletterSchema.safeParse({ email });
  if (result.success) return { ok: true, values: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid email' };
}
