import type { IncomingMessage } from 'node:http';
import { parseStateCode, stateCookieOf, type UsStateCode } from '@sweepscout/shared';
import { fastPathHeaders, type FastPathHeaders } from './requestHeaders';

export interface VisitorStateInput {
  code: UsStateCode | null;
  source: 'cookie' | 'header' | null;
}

const NONE: VisitorStateInput = { code: null, source: null };

/**
 * The visitor's state as the server reads it, and only from these: the trusted region header of
 * the CDN or load balancer when GEO_REGION_HEADER names one and it is present (`NJ` or `US-NJ`),
 * else the first-party `state` cookie the header selector sets. Nothing else (no address
 * lookup). null: "All states".
 */
export function visitorStateOf(
  req: IncomingMessage,
  headers: Pick<FastPathHeaders, 'cookie' | 'region'> = fastPathHeaders(req),
): VisitorStateInput {
  if (headers.region) {
    const code = parseStateCode(headers.region.trim().replace(/^US-/i, ''));
    if (code) return { code, source: 'header' };
  }
  const code = stateCookieOf(headers.cookie);
  return code ? { code, source: 'cookie' } : NONE;
}
