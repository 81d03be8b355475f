import { createHash } from 'node:crypto';
import type { ContactInput } from '@sweepscout/shared';
import { ContactMessageModel } from './model';

/**
 * A message the same as one received this recently is that message sent again: a visitor who
 * retries after an error (the API answers 503 when the database is slow, and the first post may
 * still have been saved), presses Send twice, or reloads the page a form post answered.
 */
export const REPEAT_WINDOW_MS = 10 * 60 * 1000;

function digestOf(message: ContactInput): string {
  const { name, email, category, subject, message: text } = message;
  return createHash('sha256')
    .update(JSON.stringify([name, email, category, subject, text]))
    .digest('base64url');
}

/**
 * Stores a valid (schema-parsed) contact message once: a repeat within REPEAT_WINDOW_MS gets the
 * same answer and stores nothing, so that staff read each message once.
 */
export async function receiveContactMessage(message: ContactInput): Promise<void> {
  const digest = digestOf(message);
  const since = new Date(Date.now() - REPEAT_WINDOW_MS);
  if (await ContactMessageModel.exists({ digest, createdAt: { $gte: since } })) return;
  await ContactMessageModel.create({ ...message, digest });
}
