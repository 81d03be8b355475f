/**
 * A time zone's UTC offsets over a span of time, as plain data: the server works them out with
 * `Intl` and sends them beside the casinos whose daily offers reset in that zone, so that a
 * browser turns a reset time into an instant without `Intl`. A page's first `Intl.DateTimeFormat`
 * loads the engine's time zone data: 33 to 83 ms of one task at 1x on the test machine (four
 * times that on the phone profile), just as the daily free-coins tracker first renders.
 */
export interface ZoneOffsets {
  /** The span covered, ms since the epoch (from inclusive, to exclusive). */
  from: number;
  to: number;
  /** [since, offset]: from `since` (ms since the epoch) on, the zone is `offset` minutes ahead of UTC. */
  changes: [number, number][];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** No zone changes its offset twice within this step (daylight saving is months apart). */
const STEP = 6 * HOUR;

/** What the zone's clock reads at `instant`, minus the instant: its offset in minutes. */
export function offsetByIntl(formatter: Intl.DateTimeFormat, instant: number): number {
  const parts = Object.fromEntries(
    formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / MINUTE);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter that reads a zone's wall clock to the second (24-hour clock), made once per zone. */
export function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offsets from `from` to `to` (ms), each change found to the minute. */
export function zoneOffsetsOver(timeZone: string, from: number, to: number): ZoneOffsets {
  const formatter = wallClockFormatter(timeZone);
  const offsetAt = (instant: number) => offsetByIntl(formatter, instant);
  const changes: [number, number][] = [[from, offsetAt(from)]];
  for (let start = from; start < to; start += STEP) {
    const end = Math.min(start + STEP, to);
    const before = changes[changes.length - 1][1];
    const after = offsetAt(end);
    if (after === before) continue;
    // The first minute with the new offset: changes happen on whole minutes.
    let low = start;
    let high = end;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offsetAt(middle) === before) low = middle;
      else high = middle;
    }
    changes.push([high, after]);
  }
  return { from, to, changes };
}

/** The zone's offset at `instant` in minutes, or undefined when `offsets` do not cover it. */
export function offsetIn(offsets: ZoneOffsets | undefined, instant: number): number | undefined {
  if (!offsets || instant < offsets.from || instant >= offsets.to) return undefined;
  let offset: number | undefined;
  for (const [since, minutes] of offsets.changes) {
    if (since > instant) break;
    offset = minutes;
  }
  return offset;
}

/**
 * The zone's offset at `instant` in minutes: from `offsets` (sent by the server) when they cover
 * it, else by `Intl`, whose first use on a page costs a long task (see above).
 */
export function zoneOffsetAt(timeZone: string, instant: number, offsets?: ZoneOffsets): number {
  return offsetIn(offsets, instant) ?? offsetByIntl(wallClockFormatter(timeZone), instant);
}
