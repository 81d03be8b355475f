import {
  STATE_STATUSES,
  stateByCode,
  stateSlug,
  type StateStatus,
  type UsStateCode,
} from '../constants/states';

/**
 * Where online sweepstakes casinos stand in one state, as the public API answers it. The record
 * is editorial content (seeded unverified, checked by staff), never legal advice.
 */
export interface StateLawChange {
  /** ISO date (yyyy-MM-dd). */
  date: string;
  summary: string;
}

export interface UsStateInfo {
  id: string;
  code: UsStateCode;
  name: string;
  slug: string;
  /** The status as recorded now. */
  legalStatus: StateStatus;
  /** A status that replaces `legalStatus` by itself at `effectiveDate`. */
  scheduledStatus: StateStatus | null;
  /** When the law took or takes effect (yyyy-MM-dd), if one sets a date. */
  effectiveDate: string | null;
  /** The status that applies at the moment of the answer (see effectiveStateStatus). */
  effectiveStatus: StateStatus;
  citation: string;
  billStage: string;
  summary: string;
  sources: string[];
  /** The law reaches affiliates and promoters. */
  reachesAffiliates: boolean;
  /** Staff marked the state information-only whatever its law says. */
  markedInformationOnly: boolean;
  /** The site shows no outbound link, promo code or claim to a visitor in this state. */
  informationOnly: boolean;
  /** Casinos may accept players there (the state's own status; each casino may still exclude it). */
  casinosAllowed: boolean;
  verified: boolean;
  lastVerifiedAt: string | null;
  verifiedBy: string;
  changeLog: StateLawChange[];
  updatedAt?: string;
}

/** The visitor's state as the server read it, with what it means for the page. */
export interface VisitorState {
  /** null: "All states" (no state chosen). */
  state: Pick<
    UsStateInfo,
    'code' | 'name' | 'slug' | 'effectiveStatus' | 'informationOnly' | 'casinosAllowed'
  > | null;
  /**
   * Where the choice came from: the visitor's cookie, the trusted header of the CDN, or a staff
   * member's preview ("see the site as a visitor from"), which overrides both.
   */
  source: 'cookie' | 'header' | 'preview' | null;
}

/** Whether a casino may be shown as available to a visitor in the chosen state, and why not. */
export interface CasinoAvailability {
  code: UsStateCode;
  stateName: string;
  stateSlug: string;
  available: boolean;
  /** 'law': the state's status; 'operator': the casino excludes the state; null when available. */
  reason: 'law' | 'operator' | null;
  /** The editors' note on this casino in this state, when they wrote one. */
  note: string | null;
  effectiveStatus: StateStatus;
  citation: string;
  effectiveDate: string | null;
  sources: string[];
}

/** The first-party cookie holding the visitor's chosen state (a two-letter code). */
export const STATE_COOKIE = 'state';
/** The staff preview's cookie: a signed, short-lived "see the site as a visitor from" state. */
export const STATE_PREVIEW_COOKIE = 'state_preview';
/** The value of the selector's "All states" choice. */
export const ALL_STATES = 'all';
/** The endpoint the header's state selector (a GET form) submits to. */
export const STATE_CHOICE_PATH = '/choose-state';

/** What a list says when no casino it could show accepts players in the state. */
export const noCasinoIn = (stateName: string): string =>
  `None of the casinos we list accepts players in ${stateName}.`;

/** The link that goes back to every state from `back` (a GET to the choice endpoint). */
export const allStatesHref = (back: string): string =>
  `${STATE_CHOICE_PATH}?state=${ALL_STATES}&back=${encodeURIComponent(back)}`;

/** The instant a yyyy-MM-dd effective date starts (midnight UTC), or NaN when it is not a date. */
export function effectiveInstant(date: string | null): number {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return Number.NaN;
  return Date.parse(`${date}T00:00:00Z`);
}

type StatusFields = Pick<UsStateInfo, 'legalStatus' | 'scheduledStatus' | 'effectiveDate'>;

/**
 * The status in force at `now`: the scheduled status from the first instant of its effective
 * date (midnight UTC) on, the recorded one before. Computed at every read, so a law that comes
 * into force changes every instance's answers with no write.
 */
export function effectiveStateStatus(record: StatusFields, now: number): StateStatus {
  if (!record.scheduledStatus) return record.legalStatus;
  const at = effectiveInstant(record.effectiveDate);
  return Number.isFinite(at) && now >= at ? record.scheduledStatus : record.legalStatus;
}

/** The next instant after `now` at which one of the records' status changes by itself, or null. */
export function nextStateStatusChange(records: Iterable<StatusFields>, now: number): number | null {
  let next: number | null = null;
  for (const record of records) {
    if (!record.scheduledStatus) continue;
    const at = effectiveInstant(record.effectiveDate);
    if (Number.isFinite(at) && at > now && (next === null || at < next)) next = at;
  }
  return next;
}

/** Casinos may accept players where the status is available or only a bill is pending. */
export const casinosAllowedIn = (status: StateStatus): boolean =>
  status === 'available' || status === 'pending';

/**
 * Information-only: staff marked the state so, or a law in force there reaches affiliates.
 * A law that reaches affiliates but is not in force yet (a scheduled ban) does not, until it is.
 */
export function isInformationOnly(
  record: StatusFields & Pick<UsStateInfo, 'reachesAffiliates' | 'markedInformationOnly'>,
  now: number,
): boolean {
  if (record.markedInformationOnly) return true;
  return record.reachesAffiliates && !casinosAllowedIn(effectiveStateStatus(record, now));
}

/** The two-letter code a `state` cookie or header value names, or null (unknown, "all"). */
export function parseStateCode(value: string | null | undefined): UsStateCode | null {
  if (!value) return null;
  return stateByCode(value)?.code ?? null;
}

/** The value of the cookie `name` in a Cookie header, or null when it is not there. */
export function cookieValueOf(
  cookieHeader: string | null | undefined,
  name: string,
): string | null {
  if (!cookieHeader?.includes(name)) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The `state` cookie's value in a Cookie header, or null. */
export function stateCookieOf(cookieHeader: string | null | undefined): UsStateCode | null {
  return parseStateCode(cookieValueOf(cookieHeader, STATE_COOKIE));
}

/** The state's page: '/states/new-york'. */
export const statePagePath = (name: string): string => `/states/${stateSlug(name)}`;

/** Statuses in the order the states page and filters list them. */
export const STATE_STATUS_ORDER: readonly StateStatus[] = STATE_STATUSES;

/** A text marker per status, so the status never rests on colour alone. */
export const STATE_STATUS_MARKERS: Record<StateStatus, string> = {
  available: '✓',
  pending: '…',
  restricted: '!',
  banned: '✕',
};
