import { effectiveInstant, type UsStateInfo } from '@sweepscout/shared';

/** The States screen's filters: every state, those still to verify, those changing soon. */
export const STATE_FILTERS = [
  { value: 'all', label: 'All states' },
  { value: 'needs-verification', label: 'Needs verification' },
  { value: 'changes-soon', label: 'Changes within 30 days' },
] as const;
export type StateFilter = (typeof STATE_FILTERS)[number]['value'];

const DAY_MS = 24 * 60 * 60 * 1000;
export const SOON_DAYS = 30;

type Dated = Pick<UsStateInfo, 'effectiveDate' | 'scheduledStatus' | 'verified'>;

/** A scheduled status taking effect from `now` to 30 days after it. */
export function changesWithin30Days(state: Dated, now: number): boolean {
  if (!state.scheduledStatus) return false;
  const at = effectiveInstant(state.effectiveDate);
  return Number.isFinite(at) && at >= now - DAY_MS && at <= now + SOON_DAYS * DAY_MS;
}

/** The states a filter keeps, soonest change first for "changes within 30 days". */
export function filterStates<S extends Dated>(
  states: readonly S[],
  filter: StateFilter,
  now: number,
): S[] {
  if (filter === 'needs-verification') return states.filter((s) => !s.verified);
  if (filter === 'changes-soon') {
    return states
      .filter((s) => changesWithin30Days(s, now))
      .sort((a, b) => effectiveInstant(a.effectiveDate) - effectiveInstant(b.effectiveDate));
  }
  return [...states];
}
