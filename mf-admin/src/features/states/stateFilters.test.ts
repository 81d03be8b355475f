import { changesWithin30Days, filterStates } from './stateFilters';

const now = Date.parse('2026-06-15T12:00:00Z');
const state = (code: string, fields: object) => ({
  code,
  effectiveDate: null as string | null,
  scheduledStatus: null as 'banned' | null,
  verified: false,
  ...fields,
});

describe('the States screen filters', () => {
  const indiana = state('IN', { effectiveDate: '2026-07-01', scheduledStatus: 'banned' });
  const later = state('ME', { effectiveDate: '2026-09-01', scheduledStatus: 'banned' });
  const done = state('CA', { effectiveDate: '2026-01-01', verified: true });

  it('keeps the states still to verify', () => {
    expect(filterStates([indiana, done], 'needs-verification', now)).toEqual([indiana]);
  });

  it('keeps scheduled changes of the next 30 days, soonest first', () => {
    const soon = state('VA', { effectiveDate: '2026-06-20', scheduledStatus: 'banned' });
    expect(filterStates([indiana, later, done, soon], 'changes-soon', now)).toEqual([
      soon,
      indiana,
    ]);
    expect(changesWithin30Days(later, now)).toBe(false);
    expect(changesWithin30Days(done, now)).toBe(false);
  });

  it('keeps every state without a filter', () => {
    expect(filterStates([indiana, later], 'all', now)).toHaveLength(2);
  });
});
