import { US_STATES, type StateStatus, type UsStateCode } from '@sweepscout/shared';

/**
 * Where online sweepstakes casinos stand in each state, as a starting point for the editors.
 * Every record is seeded unverified: the statuses, citations and dates come from trade press
 * reports of 2025 and 2026 and must be checked against the statute or the regulator before staff
 * mark them verified. Where a report gives only the month, the date is that month's first day.
 * Pending bills carry no number until an editor adds the one they checked. This is editorial
 * content, not legal advice.
 */
export interface SeedStateRecord {
  code: UsStateCode;
  status: StateStatus;
  /** The statute or bill, e.g. 'AB 831 (2025)'; empty where no law applies. */
  citation: string;
  /** When the status took or takes effect (ISO date), if a law sets one. */
  effectiveDate: string | null;
  /** For a pending bill: where it stands. */
  billStage: string;
  /** Plain-language summary for visitors. */
  summary: string;
  sources: string[];
  /** Whether the law reaches affiliates and promoters (the site then shows information only). */
  reachesAffiliates: boolean;
  /** A status that replaces `status` by itself at `effectiveDate` (a law signed, not yet in force). */
  scheduledStatus: StateStatus | null;
}

type Entry = Omit<SeedStateRecord, 'code'>;

const available: Entry = {
  status: 'available',
  citation: '',
  effectiveDate: null,
  billStage: '',
  summary:
    'No state law or regulator action against online sweepstakes casinos is known to us. Check each casino’s own terms for its list of excluded states.',
  sources: [],
  reachesAffiliates: false,
  scheduledStatus: null,
};

const banned = (
  citation: string,
  effectiveDate: string,
  summary: string,
  sources: string[],
  reachesAffiliates = false,
): Entry => ({
  ...available,
  status: 'banned',
  citation,
  effectiveDate,
  summary,
  sources,
  reachesAffiliates,
});

const restricted = (summary: string): Entry => ({ ...available, status: 'restricted', summary });

const pending = (billStage: string, summary: string): Entry => ({
  ...available,
  status: 'pending',
  billStage,
  summary,
});

const KNOWN: Partial<Record<UsStateCode, Entry>> = {
  MT: banned(
    'SB 555 (2025)',
    '2025-10-01',
    'Montana made online sweepstakes casinos using a dual-currency model illegal from 1 October 2025.',
    ['https://bills.legmt.gov/'],
  ),
  CT: banned(
    'SB 1235 (2025)',
    '2025-10-01',
    'Connecticut banned online sweepstakes casinos from 1 October 2025, with penalties for operators.',
    ['https://www.cga.ct.gov/'],
  ),
  NV: banned(
    'SB 256 (2025)',
    '2025-10-01',
    'Nevada prohibits online sweepstakes casinos; the law is reported to apply from 1 October 2025.',
    ['https://www.leg.state.nv.us/'],
  ),
  NJ: banned(
    'A5447 (2025)',
    '2025-08-15',
    'New Jersey banned online sweepstakes casinos with immediate effect when the bill was signed on 15 August 2025.',
    ['https://www.njleg.state.nj.us/'],
  ),
  CA: banned(
    'AB 831 (2025)',
    '2026-01-01',
    'California banned online sweepstakes casinos from 1 January 2026. The law also reaches those who promote or support them, including media affiliates.',
    ['https://leginfo.legislature.ca.gov/'],
    true,
  ),
  NY: banned(
    'S5935-A (2025)',
    '2025-12-01',
    'New York banned online sweepstakes casinos with immediate effect when the bill was signed in December 2025. The law also reaches those who promote them, including media affiliates.',
    ['https://www.nysenate.gov/'],
    true,
  ),
  IN: {
    ...available,
    status: 'pending',
    citation: 'HB 1052 (2026)',
    effectiveDate: '2026-07-01',
    billStage: 'Signed into law; in force from 1 July 2026',
    summary:
      'Indiana’s HB 1052 bans online sweepstakes casinos from 1 July 2026; before that date casinos could still accept players there.',
    sources: ['https://iga.in.gov/'],
    scheduledStatus: 'banned',
  },
  TN: banned(
    'SB 2136 (2026)',
    '2026-05-01',
    'Tennessee is reported to have banned online sweepstakes casinos in May 2026. The law is reported to reach those who promote them, including media affiliates.',
    ['https://wapp.capitol.tn.gov/'],
    true,
  ),
  WA: restricted(
    'Washington’s gambling regulator treats online sweepstakes casinos as illegal gambling; the major operators do not accept players there.',
  ),
  ID: restricted(
    'Idaho’s constitution and gambling laws are read to exclude online sweepstakes casinos; operators do not accept players there.',
  ),
  MI: restricted(
    'Michigan’s Gaming Control Board has sent cease-and-desist letters to sweepstakes casinos; most operators exclude the state.',
  ),
  LA: restricted(
    'Louisiana’s gaming regulator has acted against online sweepstakes casinos; most operators exclude the state.',
  ),
  MS: restricted(
    'Mississippi’s Gaming Commission has warned operators of online sweepstakes casinos; most exclude the state.',
  ),
  WV: restricted(
    'West Virginia’s regulator has acted against online sweepstakes casinos; most operators exclude the state.',
  ),
  AZ: restricted(
    'Arizona’s Department of Gaming has sent cease-and-desist letters to sweepstakes casinos; most operators exclude the state.',
  ),
  IL: restricted(
    'Illinois regulators have acted against online sweepstakes casinos; most operators exclude the state.',
  ),
  ME: pending(
    'Bill under consideration',
    'A Maine bill would ban online sweepstakes casinos; casinos may accept players there until it passes.',
  ),
  VA: pending(
    'Bill under consideration',
    'A Virginia bill would ban online sweepstakes casinos; casinos may accept players there until it passes.',
  ),
  MD: pending(
    'Bill under consideration',
    'A Maryland bill would ban online sweepstakes casinos; casinos may accept players there until it passes.',
  ),
  FL: pending(
    'Bill under consideration',
    'A Florida bill would make operating or promoting online sweepstakes casinos a felony; casinos may accept players there until it passes.',
  ),
};

/** One record per state and DC, every one to be verified by staff. */
export const SEED_STATES: SeedStateRecord[] = US_STATES.map(({ code }) => ({
  code,
  ...(KNOWN[code] ?? available),
}));
