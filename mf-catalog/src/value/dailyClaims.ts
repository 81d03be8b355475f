/**
 * The daily free-coins tracker's logic: when each casino's daily offer resets (a wall-clock time
 * in the casino's time zone), whether the visitor ticked it since, and the SC claimed this month.
 * Pure functions of the time given, so the page renders them only once it runs in the browser.
 */

import { zoneOffsetAt, type ZoneOffsets } from '@sweepscout/shared';

/** The visitor's ticks: claim instants (ISO) per casino slug. */
export type Claims = Record<string, string[]>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The wall-clock reading of an instant in a time zone, to the second, as if it were UTC (ms). */
function wallClock(instant: number, timeZone: string, offsets?: ZoneOffsets): number {
  return Math.floor(instant / 1000) * 1000 + zoneOffsetAt(timeZone, instant, offsets) * MINUTE;
}

/** The instant at which the zone's clock reads the given wall time (as UTC ms). */
function instantOfWallTime(wall: number, timeZone: string, offsets?: ZoneOffsets): number {
  let guess = wall - (wallClock(wall, timeZone, offsets) - wall);
  // Once more, for a wall time on the other side of a daylight-saving change.
  guess = wall - (wallClock(guess, timeZone, offsets) - guess);
  return guess;
}

/**
 * The most recent reset at or before `now`: the last time the zone's clock read `resetTime`.
 * `offsets`: the zone's offsets as the server sent them (without them, or beyond them, `Intl`).
 */
export function lastReset(
  now: Date,
  resetTime: string,
  timeZone: string,
  offsets?: ZoneOffsets,
): Date {
  const [hours, minutes] = resetTime.split(':').map(Number);
  const wallNow = wallClock(now.getTime(), timeZone, offsets);
  const today = new Date(wallNow);
  let wall = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate(),
    hours,
    minutes,
  );
  if (wall > wallNow) wall -= DAY;
  return new Date(instantOfWallTime(wall, timeZone, offsets));
}

/** The next reset after `now`. */
export function nextReset(
  now: Date,
  resetTime: string,
  timeZone: string,
  offsets?: ZoneOffsets,
): Date {
  const last = lastReset(now, resetTime, timeZone, offsets);
  return lastReset(new Date(last.getTime() + DAY + 2 * 60 * MINUTE), resetTime, timeZone, offsets);
}

/** True when the casino was ticked since its last reset. */
export function claimedSince(claims: readonly string[] | undefined, reset: Date): boolean {
  return (claims ?? []).some((at) => Date.parse(at) >= reset.getTime());
}

/**
 * Tick or untick a casino: a tick records `now`; unticking removes the ticks since the last
 * reset. Ticks from before this month are dropped (the total counts this month only).
 */
export function toggleClaim(claims: Claims, slug: string, now: Date, reset: Date): Claims {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
  const kept = (claims[slug] ?? []).filter((at) => Date.parse(at) >= monthStart);
  const next = claimedSince(kept, reset)
    ? kept.filter((at) => Date.parse(at) < reset.getTime())
    : [...kept, now.toISOString()];
  return { ...claims, [slug]: next };
}

/** Free SC claimed in the visitor's current calendar month: each tick counts its casino's daily SC. */
export function scClaimedThisMonth(
  claims: Claims,
  dailyScBySlug: ReadonlyMap<string, number>,
  now: Date,
): number {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
  let centiSc = 0;
  for (const [slug, ticks] of Object.entries(claims)) {
    const daily = Math.round((dailyScBySlug.get(slug) ?? 0) * 100);
    const count = ticks.filter((at) => {
      const time = Date.parse(at);
      return time >= monthStart && time <= now.getTime();
    }).length;
    centiSc += daily * count;
  }
  return centiSc / 100;
}

/** "5 h 03 min 09 s" until the next reset. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${h} h ${two(m)} min ${two(s)} s`;
}

/** The stored ticks, or none when storage is empty, unreadable or holds something else. */
export function parseClaims(text: string | null): Claims {
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
    const claims: Claims = {};
    for (const [slug, ticks] of Object.entries(data)) {
      if (Array.isArray(ticks)) {
        claims[slug] = ticks.filter(
          (at): at is string => typeof at === 'string' && !Number.isNaN(Date.parse(at)),
        );
      }
    }
    return claims;
  } catch {
    return {};
  }
}

/** The daily SC of each ticked casino as it was when ticked (slug → SC), kept beside the ticks. */
export type ClaimRates = Record<string, number>;

/** The stored rates, or none when storage is empty, unreadable or holds something else. */
export function parseClaimRates(text: string | null): ClaimRates {
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
    const rates: ClaimRates = {};
    for (const [slug, sc] of Object.entries(data)) {
      if (typeof sc === 'number' && Number.isFinite(sc) && sc >= 0) rates[slug] = sc;
    }
    return rates;
  } catch {
    return {};
  }
}

/**
 * The daily SC to count each ticked casino at: the rate kept when it was ticked, else the one
 * the page lists (ticks kept before rates were), so casinos on other pages count too.
 */
export function dailyScOfClaims(
  rates: ClaimRates,
  listed: readonly { slug: string; dailySc: number }[],
): Map<string, number> {
  const bySlug = new Map(listed.map((casino) => [casino.slug, casino.dailySc]));
  for (const [slug, sc] of Object.entries(rates)) bySlug.set(slug, sc);
  return bySlug;
}
