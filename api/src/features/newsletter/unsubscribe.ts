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

// The only form a token is issued in: base64url address, '.', base64url HMAC-SHA256 (43 characters).
const TOKEN = /^[A-Za-z0-9_-]{1,540}\.[A-Za-z0-9_-]{43}$/;

/**
 * The address a token was signed for, or null when it is malformed, forged or not in the exact
 * form it was issued in. Node's base64url decoder skips what it cannot read (it stops at '=', for
 * one), so a genuine token with text added would otherwise still verify: the address is encoded
 * again and must give back the same characters.
 */
export async function verifyUnsubscribeToken(token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const [encoded = '', given = ''] = token.split('.');
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  if (Buffer.from(email).toString('base64url') !== encoded) return null;
  const expected = Buffer.from(signature(await signingKey(), email));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? email : null;
}
