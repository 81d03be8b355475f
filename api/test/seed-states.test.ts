import { SEED_STATES } from '../src/seed/data/states';

const byCode = new Map(SEED_STATES.map((s) => [s.code, s]));

describe('seeded state records', () => {
  it('cover the 50 states and DC', () => {
    expect(SEED_STATES).toHaveLength(51);
  });
  it('ban California from 1 January 2026 under AB 831, reaching affiliates', () => {
    expect(byCode.get('CA')).toMatchObject({
      status: 'banned',
      citation: 'AB 831 (2025)',
      effectiveDate: '2026-01-01',
      reachesAffiliates: true,
    });
  });
  it('schedule Indiana to become banned on 1 July 2026', () => {
    expect(byCode.get('IN')).toMatchObject({
      scheduledStatus: 'banned',
      effectiveDate: '2026-07-01',
    });
  });
  it('count 7 bans in force, 8 restricted states and 5 pending (Indiana and 4 bills)', () => {
    const count = (status: string) => SEED_STATES.filter((s) => s.status === status).length;
    expect(count('banned')).toBe(7);
    expect(count('restricted')).toBe(8);
    expect(count('pending')).toBe(5);
    expect(count('available')).toBe(31);
  });
  it('give every banned or restricted state a summary, and every law a source', () => {
    for (const state of SEED_STATES) {
      expect(state.summary.length).toBeGreaterThan(20);
      if (state.citation) expect(state.sources.length).toBeGreaterThan(0);
    }
  });
});
