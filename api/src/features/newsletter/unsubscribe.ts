import { createHmac, timingSafeEqual } from 'node:crypto';
import { setting } from '../../config';
import { sharedSecret } from '../../settings/secrets';

/**
 * Signed unsubscribe links: the token is the address and an HMAC of it, so a link works without a
 * stored token and nobody can unsubscribe an address they were not sent. The key is
 * NEWSLETTER_SECRET, or one generated once and shared through the database.
 */
const signingKey = () => sharedSecret('newsletter-unsubscribe', setting('NEWSLETTER_SECRET'));

function signature(key: string, email: string): string {
  return createHmac('sha256', key).update(`unsubscribe:${email}`).digest('base64url');
}

export async function unsubscribeToken(email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address).toString('base64url')}.${signature(await signingKey(), address)}`;
}

/** The link to put in every newsletter sent to `email`. */
export async function unsubscribeUrl(email: string, origin: string): Promise<string> {
  return `${origin}/api/newsletter/unsubscribe?token=${await unsubscribeToken(email)}`;
}

/** The address a token was signed for, or null when it is malformed or forged. */
export async function verifyUnsubscribeToken(token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token.length > 600) return null;
  const [encoded, given, extra] = token.split('.');
  if (!encoded || !given || extra !== undefined) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(await signingKey(), email));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? email : null;
}
