import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  cookieValueOf,
  parseStateCode,
  STATE_PREVIEW_COOKIE,
  type UsStateCode,
} from '@sweepscout/shared';
import { logger } from '../log/logger';
import { sharedSecret } from '../settings/secrets';

/**
 * The staff preview of the public site "as a visitor from" a state: a cookie that overrides the
 * visitor's own choice and the CDN's region header, so that an editor anywhere can check what a
 * visitor in California is shown. Only staff can get one (the admin API signs it for a signed-in
 * member); it is `<code>.<expiry ms>.<HMAC>`, checked without a database read on every request,
 * with a key shared by every worker and instance through the database.
 */
export const PREVIEW_LIFETIME_MS = 8 * 60 * 60 * 1000;
const KEY_NAME = 'state-preview';
const TOKEN = /^([A-Z]{2})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

let key: string | null = null;

/** Loads the signing key (at start, before the first request); a later call retries a failure. */
export async function loadStatePreviewKey(): Promise<string> {
  key = await sharedSecret(KEY_NAME, undefined);
  return key;
}

const signature = (signingKey: string, code: string, expires: string) =>
  createHmac('sha256', signingKey).update(`state-preview:${code}:${expires}`).digest('base64url');

/** A signed preview token for `code`, valid for PREVIEW_LIFETIME_MS from `now`. */
export async function statePreviewToken(code: UsStateCode, now = Date.now()): Promise<string> {
  const signingKey = await loadStatePreviewKey();
  const expires = String(now + PREVIEW_LIFETIME_MS);
  return `${code}.${expires}.${signature(signingKey, code, expires)}`;
}

/** The preview a Cookie header carries, when valid: its state and when it ends. */
export function statePreviewIn(
  cookieHeader: string | undefined,
  now = Date.now(),
): { state: UsStateCode; expiresAt: string } | null {
  const token = statePreviewTokenOf(cookieHeader);
  const state = statePreviewOf(token, now);
  if (!token || !state) return null;
  return { state, expiresAt: new Date(Number(token.split('.')[1])).toISOString() };
}

/** The preview token in a Cookie header, if any. */
export const statePreviewTokenOf = (cookieHeader: string | undefined): string | null =>
  cookieValueOf(cookieHeader, STATE_PREVIEW_COOKIE);

/**
 * The state a valid, unexpired preview token names, else null (forged, expired, malformed). A
 * worker whose key has not loaded yet (the database was down at its start) starts loading it
 * and treats the request as no preview.
 */
export function statePreviewOf(token: string | null, now = Date.now()): UsStateCode | null {
  if (!token) return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, code = '', expires = '', given = ''] = match;
  if (Number(expires) <= now) return null;
  if (!key) {
    loadStatePreviewKey().catch((error: unknown) =>
      logger.warn({ err: error }, 'state preview key not loaded'),
    );
    return null;
  }
  const expected = Buffer.from(signature(key, code, expires));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  return parseStateCode(code);
}
