import type { IncomingMessage } from 'node:http';
import {
  parseStateCode,
  stateCookieOf,
  type UsStateCode,
  type VisitorState,
} from '@sweepscout/shared';
import { readModel } from '../readModel/readModel';
import { promotionRedactor } from '../features/states/projection';
import { fastPathHeaders, type FastPathHeaders } from './requestHeaders';
import { statePreviewOf, statePreviewTokenOf } from './statePreview';

export interface VisitorStateInput {
  code: UsStateCode | null;
  source: VisitorState['source'];
}

const NONE: VisitorStateInput = { code: null, source: null };

/**
 * The visitor's state as the server reads it, and only from these: the trusted region header of
 * the CDN or load balancer when GEO_REGION_HEADER names one and it is present (`NJ` or `US-NJ`),
 * else the first-party `state` cookie the header selector sets. Nothing else (no address
 * lookup). null: "All states". A staff member's signed preview cookie overrides both.
 */
export function visitorStateOf(req: IncomingMessage): VisitorStateInput {
  return visitorStateIn(fastPathHeaders(req));
}

/** visitorStateOf, from the two request headers it reads. */
export function visitorStateIn(
  headers: Pick<FastPathHeaders, 'cookie' | 'region'>,
): VisitorStateInput {
  const preview = statePreviewOf(statePreviewTokenOf(headers.cookie));
  if (preview) return { code: preview, source: 'preview' };
  if (headers.region) {
    const code = parseStateCode(headers.region.trim().replace(/^US-/i, ''));
    if (code) return { code, source: 'header' };
  }
  const code = stateCookieOf(headers.cookie);
  return code ? { code, source: 'cookie' } : NONE;
}

/**
 * An answer's text (or its UTF-8 bytes) as a visitor in an information-only state may receive it:
 * without any listed casino's promo code, wherever it appears (a casino's fields, a review's
 * prose, a page's head).
 */
export function withheldForVisitor<Text extends string | Buffer>(
  req: IncomingMessage,
  text: Text,
): Text | string {
  const view = readModel.latestView;
  const lens = view?.states.lens(visitorStateOf(req).code);
  if (!view || !lens?.state.informationOnly) return text;
  return promotionRedactor(view.casinos.ranked)(text.toString());
}
