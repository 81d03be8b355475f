import { offsetIn, zoneOffsetsOver } from './zoneOffsets';

const at = (iso: string) => Date.parse(iso);

describe('zoneOffsetsOver (worked out on the server with Intl)', () => {
  it('finds New York’s 2026 changes to the minute: EDT from 8 Mar 07:00 UTC, EST from 1 Nov 06:00 UTC', () => {
    const offsets = zoneOffsetsOver(
      'America/New_York',
      at('2026-01-01T00:00:00Z'),
      at('2027-01-01T00:00:00Z'),
    );
    expect(offsets.changes).toEqual([
      [at('2026-01-01T00:00:00Z'), -300],
      [at('2026-03-08T07:00:00Z'), -240],
      [at('2026-11-01T06:00:00Z'), -300],
    ]);
  });

  it('has one entry for a zone without daylight saving (Phoenix, UTC)', () => {
    const span = [at('2026-01-01T00:00:00Z'), at('2026-12-31T00:00:00Z')] as const;
    expect(zoneOffsetsOver('America/Phoenix', ...span).changes).toEqual([[span[0], -420]]);
    expect(zoneOffsetsOver('UTC', ...span).changes).toEqual([[span[0], 0]]);
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => zoneOffsetsOver('Mars/Olympus', 0, 1)).toThrow(RangeError);
  });
});

describe('offsetIn (read in the browser, without Intl)', () => {
  const offsets = zoneOffsetsOver(
    'America/Los_Angeles',
    at('2026-10-01T00:00:00Z'),
    at('2026-12-01T00:00:00Z'),
  );

  it('gives the offset in force at an instant, the change minute included', () => {
    expect(offsetIn(offsets, at('2026-10-31T12:00:00Z'))).toBe(-420);
    expect(offsetIn(offsets, at('2026-11-01T08:59:59Z'))).toBe(-420);
    expect(offsetIn(offsets, at('2026-11-01T09:00:00Z'))).toBe(-480);
  });

  it('knows nothing outside its span, nor without offsets', () => {
    expect(offsetIn(offsets, at('2026-09-30T23:59:59Z'))).toBeUndefined();
    expect(offsetIn(offsets, at('2026-12-01T00:00:00Z'))).toBeUndefined();
    expect(offsetIn(undefined, at('2026-10-31T12:00:00Z'))).toBeUndefined();
  });
});
