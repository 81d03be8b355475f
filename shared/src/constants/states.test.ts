import { stateByCode, stateBySlug, stateSlug, US_STATES } from './states';

describe('US states', () => {
  it('lists the 50 states and DC once each (51 codes)', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
  });
  it('finds New York by "ny" and by its page slug "new-york"', () => {
    expect(stateByCode('ny')?.name).toBe('New York');
    expect(stateBySlug('new-york')?.code).toBe('NY');
    expect(stateSlug('District of Columbia')).toBe('district-of-columbia');
  });
  it('knows no state "XX" and no slug "atlantis"', () => {
    expect(stateByCode('XX')).toBeUndefined();
    expect(stateBySlug('atlantis')).toBeUndefined();
  });
});
