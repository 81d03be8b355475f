import {
  claimedSince,
  dailyScOfClaims,
  parseClaimRates,
  formatCountdown,
  lastReset,
  nextReset,
  parseClaims,
  scClaimedThisMonth,
  toggleClaim,
} from './dailyClaims';
import { zoneOffsetsOver } from '@sweepscout/shared';

describe('daily reset times from the offsets the API sends (no Intl in the browser)', () => {
  const SPAN = [Date.parse('2026-10-01T00:00:00Z'), Date.parse('2026-12-15T00:00:00Z')] as const;
  const NOW = [
    '2026-10-15T03:00:00Z',
    '2026-10-31T23:30:00Z',
    '2026-11-01T04:59:00Z',
    '2026-11-01T05:30:00Z',
    '2026-11-01T06:00:00Z',
    '2026-11-02T12:00:00Z',
    '2026-11-25T01:30:00Z',
    '2026-12-14T23:59:00Z',
  ];

  it.each(
    ['America/New_York', 'America/Los_Angeles', 'America/Phoenix', 'UTC'].flatMap((zone) =>
      ['00:00', '01:30', '17:00'].flatMap((time) => NOW.map((now) => [zone, time, now])),
    ),
  )('%s %s seen at %s: the same last and next reset as with Intl', (zone, time, iso) => {
    const offsets = zoneOffsetsOver(zone, ...SPAN);
    const now = new Date(iso);
    expect(lastReset(now, time, zone, offsets)).toEqual(lastReset(now, time, zone));
    expect(nextReset(now, time, zone, offsets)).toEqual(nextReset(now, time, zone));
  });

  it('reads the sent offsets, not Intl, inside their span', () => {
    // Offsets that say UTC is an hour ahead: midnight there is then 23:00 UTC the day before.
    const sent = { from: SPAN[0], to: SPAN[1], changes: [[SPAN[0], 60]] as [number, number][] };
    expect(lastReset(new Date('2026-11-25T12:00:00Z'), '00:00', 'UTC', sent).toISOString()).toBe(
      '2026-11-24T23:00:00.000Z',
    );
  });

  it('falls back to Intl beyond the span it was sent', () => {
    const offsets = zoneOffsetsOver('America/New_York', ...SPAN);
    const later = new Date('2027-03-20T12:00:00Z');
    expect(lastReset(later, '00:00', 'America/New_York', offsets).toISOString()).toBe(
      '2027-03-20T04:00:00.000Z',
    );
  });
});

describe('daily reset times in the casino’s time zone', () => {
  it('00:00 New York seen at 03:00 UTC on 25 Nov (22:00 the day before there) was 05:00 UTC on 24 Nov', () => {
    const now = new Date('2026-11-25T03:00:00Z');
    expect(lastReset(now, '00:00', 'America/New_York').toISOString()).toBe(
      '2026-11-24T05:00:00.000Z',
    );
    expect(nextReset(now, '00:00', 'America/New_York').toISOString()).toBe(
      '2026-11-25T05:00:00.000Z',
    );
  });

  it('17:00 Los Angeles seen at 01:30 UTC on 25 Nov (17:30 there) was 01:00 UTC that day', () => {
    const now = new Date('2026-11-25T01:30:00Z');
    expect(lastReset(now, '17:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-25T01:00:00.000Z',
    );
  });

  it('follows daylight saving: 00:00 New York on 2 Nov 2026 (after the change) is 05:00 UTC, on 1 Nov 04:00 UTC', () => {
    expect(
      lastReset(new Date('2026-11-02T12:00:00Z'), '00:00', 'America/New_York').toISOString(),
    ).toBe('2026-11-02T05:00:00.000Z');
    expect(
      lastReset(new Date('2026-11-01T12:00:00Z'), '00:00', 'America/New_York').toISOString(),
    ).toBe('2026-11-01T04:00:00.000Z');
  });

  it('00:00 UTC is its own reset exactly at midnight', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(lastReset(now, '00:00', 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});

describe('the checklist', () => {
  const reset = new Date('2026-11-25T05:00:00Z');
  const now = new Date('2026-11-25T12:00:00Z');

  it('a tick after the reset counts; one before it does not', () => {
    expect(claimedSince(['2026-11-25T06:00:00Z'], reset)).toBe(true);
    expect(claimedSince(['2026-11-25T04:59:00Z'], reset)).toBe(false);
    expect(claimedSince(undefined, reset)).toBe(false);
  });

  it('ticking records now; unticking removes only today’s tick', () => {
    const ticked = toggleClaim({ a: ['2026-11-24T08:00:00.000Z'] }, 'a', now, reset);
    expect(ticked.a).toEqual(['2026-11-24T08:00:00.000Z', '2026-11-25T12:00:00.000Z']);
    expect(toggleClaim(ticked, 'a', now, reset).a).toEqual(['2026-11-24T08:00:00.000Z']);
  });

  it('totals this month: 3 ticks of 1.5 SC and 1 of 0.1 SC make 4.6 SC; last month’s do not count', () => {
    const claims = {
      a: [
        '2026-10-20T10:00:00Z',
        '2026-11-20T10:00:00Z',
        '2026-11-21T10:00:00Z',
        '2026-11-25T10:00:00Z',
      ],
      b: ['2026-11-22T10:00:00Z'],
      gone: ['2026-11-22T10:00:00Z'],
    };
    const daily = new Map([
      ['a', 1.5],
      ['b', 0.1],
    ]);
    expect(scClaimedThisMonth(claims, daily, now)).toBe(4.6);
  });

  it('reads stored ticks defensively', () => {
    expect(parseClaims(null)).toEqual({});
    expect(parseClaims('not json')).toEqual({});
    expect(parseClaims('[1]')).toEqual({});
    expect(parseClaims('{"a":["2026-11-25T10:00:00Z",5,"x"],"b":3}')).toEqual({
      a: ['2026-11-25T10:00:00Z'],
    });
  });

  it('counts down as hours, minutes and seconds', () => {
    expect(formatCountdown(5 * 3600_000 + 3 * 60_000 + 9_000)).toBe('5 h 03 min 09 s');
    expect(formatCountdown(-5)).toBe('0 h 00 min 00 s');
  });
});

describe('claim rates', () => {
  it('reads only finite, non-negative SC per casino', () => {
    expect(parseClaimRates('{"a":1.5,"b":"2","c":-1,"d":0}')).toEqual({ a: 1.5, d: 0 });
    expect(parseClaimRates('[1]')).toEqual({});
    expect(parseClaimRates('nope')).toEqual({});
    expect(parseClaimRates(null)).toEqual({});
  });

  it('counts a casino ticked on another page at the rate kept with its tick', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const claims = {
      'on-this-page': ['2026-11-19T12:00:00Z'],
      'on-page-two': ['2026-11-18T12:00:00Z', '2026-11-19T12:00:00Z'],
    };
    const daily = dailyScOfClaims({ 'on-page-two': 0.5 }, [{ slug: 'on-this-page', dailySc: 2 }]);
    expect(scClaimedThisMonth(claims, daily, now)).toBe(3);
  });
});
