import {
  nextStateStatusChange,
  type Casino,
  type CasinoAvailability,
  type CasinoStateNote,
  type UsStateCode,
  type UsStateInfo,
  type VisitorState,
} from '@sweepscout/shared';
import { toUsStateJson, type UsStateRecord } from './model';

/** What a chosen state means for the answers of one read: which casinos, and in what mode. */
export interface StateLens {
  state: UsStateInfo;
  /** O(1): the casino takes players in the state (the state allows it, the casino does not exclude it). */
  allows(casino: { restrictedStates?: readonly string[] | null }): boolean;
  /** The casinos of a list the state allows, made once per list (lists are never changed). */
  only<R extends { restrictedStates?: readonly string[] | null }>(list: readonly R[]): readonly R[];
  /** The casino's JSON as this visitor may see it (no promo code in information-only mode). */
  casinoJson<C extends Casino>(json: C): C;
  availability(casino: {
    restrictedStates?: readonly string[] | null;
    stateNotes?: readonly CasinoStateNote[] | null;
  }): CasinoAvailability;
}

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The visible state records at one moment, with each one's effective status and mode computed
 * for that moment. Made whole when a state record changes or a scheduled status comes due (the
 * view's next publication time includes `nextChange`): 51 records, a few microseconds.
 */
export class StatesView {
  readonly list: UsStateInfo[];
  readonly byCode: ReadonlyMap<string, UsStateInfo>;
  readonly bySlug: ReadonlyMap<string, UsStateInfo>;
  /** When a scheduled status next comes into force (ms since epoch), or null. */
  readonly nextChange: number | null;
  private readonly lenses = new Map<string, StateLens>();

  constructor(records: readonly UsStateRecord[], now: number) {
    this.list = records
      .map((record) => toUsStateJson(record, now))
      .sort((a, b) => text(a.name, b.name));
    this.byCode = new Map(this.list.map((state) => [state.code, state]));
    this.bySlug = new Map(this.list.map((state) => [state.slug, state]));
    this.nextChange = nextStateStatusChange(records, now);
  }

  static empty(): StatesView {
    return new StatesView([], 0);
  }

  /** The lens of a chosen state (null: all states, or a state without a record). */
  lens(code: UsStateCode | null): StateLens | null {
    if (!code) return null;
    const state = this.byCode.get(code);
    if (!state) return null;
    let lens = this.lenses.get(code);
    if (!lens) {
      lens = makeLens(state);
      this.lenses.set(code, lens);
    }
    return lens;
  }

  visitor(code: UsStateCode | null, source: VisitorState['source']): VisitorState {
    const state = this.lens(code)?.state;
    if (!state) return { state: null, source: null };
    const { name, slug, effectiveStatus, informationOnly, casinosAllowed } = state;
    return {
      state: { code: state.code, name, slug, effectiveStatus, informationOnly, casinosAllowed },
      source,
    };
  }
}

/** What a promo code becomes in an answer to a visitor in an information-only state. */
export const WITHHELD_CODE = '[code withheld]';

type Promoted = { promoCode?: string | null; websiteUrl?: string | null; termsUrl?: string | null };

const redactors = new WeakMap<readonly object[], (text: string) => string>();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function hostOf(url: string | null | undefined): string | null {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/**
 * Removes from a text (an answer's body) every visible casino's promo code and every URL on a
 * casino's own site (its website, terms, structured data), wherever they appear: editorial prose
 * (a review's excerpt) may name a code too. Made once per list of casinos.
 */
export function promotionRedactor(casinos: readonly Promoted[]): (text: string) => string {
  let redact = redactors.get(casinos);
  if (!redact) {
    const codes = [...new Set(casinos.map((c) => c.promoCode?.trim()).filter((c) => !!c))];
    const hosts = [
      ...new Set(casinos.flatMap((c) => [hostOf(c.websiteUrl), hostOf(c.termsUrl)])),
    ].filter((host): host is string => !!host);
    const code = codes.length
      ? new RegExp(`\\b(?:${(codes as string[]).map(escapeRegExp).join('|')})\\b`, 'g')
      : null;
    const url = hosts.length
      ? new RegExp(
          `https?://(?:www\\.)?(?:${hosts.map(escapeRegExp).join('|')})[^\\s"'<>\\\\]*`,
          'gi',
        )
      : null;
    redact = (text) => {
      const withoutUrls = url ? text.replace(url, '') : text;
      return code ? withoutUrls.replace(code, WITHHELD_CODE) : withoutUrls;
    };
    redactors.set(casinos, redact);
  }
  return redact;
}

/** A casino's exclusions as a set, made once per stored list (restrictedStates is short). */
const EMPTY: ReadonlySet<string> = new Set();
const excluded = new WeakMap<readonly string[], ReadonlySet<string>>();
function exclusionsOf(list: readonly string[] | null | undefined): ReadonlySet<string> {
  if (!list) return EMPTY;
  let set = excluded.get(list);
  if (!set) {
    set = new Set(list);
    excluded.set(list, set);
  }
  return set;
}

function makeLens(state: UsStateInfo): StateLens {
  const stripped = new WeakMap<Casino, Casino>();
  const filtered = new WeakMap<object, readonly unknown[]>();
  const allows = (casino: { restrictedStates?: readonly string[] | null }) =>
    state.casinosAllowed && !exclusionsOf(casino.restrictedStates).has(state.code);
  return {
    state,
    allows,
    only(list) {
      let out = filtered.get(list) as typeof list | undefined;
      if (!out) {
        out = state.casinosAllowed ? list.filter(allows) : [];
        filtered.set(list, out);
      }
      return out;
    },
    casinoJson<C extends Casino>(json: C): C {
      if (!state.informationOnly) return json;
      let out = stripped.get(json);
      if (!out) {
        // No way to the casino at all: no promo code, website or terms link in the answer.
        out = { ...json, promoCode: null, websiteUrl: '', termsUrl: null, informationOnly: true };
        stripped.set(json, out);
      }
      return out as C;
    },
    availability(casino) {
      const byLaw = !state.casinosAllowed;
      const available = allows(casino);
      return {
        code: state.code,
        stateName: state.name,
        stateSlug: state.slug,
        available,
        reason: available ? null : byLaw ? 'law' : 'operator',
        note: casino.stateNotes?.find((n) => n.state === state.code)?.note ?? null,
        effectiveStatus: state.effectiveStatus,
        citation: state.citation,
        effectiveDate: state.effectiveDate,
        sources: state.sources,
      };
    },
  };
}
