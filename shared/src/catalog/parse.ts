/**
 * Casino fields arrive in several shapes: features as an object, a JSON string or
 * an array of flag names; payment methods as a list or a JSON string. These normalise them.
 */
export type FeatureFlags = Record<string, boolean>;

function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function parseFeatures(input: unknown): FeatureFlags {
  if (input == null) return {};
  if (typeof input === 'string') {
    const trimmed = input.trim();
    if (!trimmed) return {};
    const parsed = tryParseJson(trimmed);
    if (parsed !== undefined) return parseFeatures(parsed);
    return parseFeatures(trimmed.split(','));
  }
  if (Array.isArray(input)) {
    const flags: FeatureFlags = {};
    for (const name of input) {
      if (typeof name === 'string' && name.trim()) flags[name.trim()] = true;
    }
    return flags;
  }
  if (typeof input === 'object') {
    const flags: FeatureFlags = {};
    for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
      if (name.trim()) flags[name.trim()] = value === true || value === 'true';
    }
    return flags;
  }
  return {};
}

export function parsePaymentMethods(input: unknown): string[] {
  if (input == null) return [];
  if (typeof input === 'string') {
    const trimmed = input.trim();
    if (!trimmed) return [];
    const parsed = tryParseJson(trimmed);
    if (parsed !== undefined) return parsePaymentMethods(parsed);
    return parsePaymentMethods(trimmed.split(','));
  }
  if (Array.isArray(input)) {
    return input
      .filter((m): m is string => typeof m === 'string')
      .map((m) => m.trim())
      .filter(Boolean);
  }
  return [];
}

/** The enabled flag names of a features value, in their stored order. */
export function enabledFeatures(input: unknown): string[] {
  return Object.entries(parseFeatures(input))
    .filter(([, on]) => on)
    .map(([name]) => name);
}

/** 'noPurchaseRequired' -> 'No Purchase Required'. */
export function splitCamelCase(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/);
  return words.map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w)).join(' ');
}

/** Game types are comma-separated text ('Slots, Table Games'); list form for display. */
export function splitGameTypes(gameTypes: string | string[] | null | undefined): string[] {
  if (!gameTypes) return [];
  const list = Array.isArray(gameTypes) ? gameTypes : gameTypes.split(',');
  return list.map((t) => t.trim()).filter(Boolean);
}

/** '1,500+ Games' -> 1500; text without digits -> 0. */
export function parseGamesCount(gamesCount: string | number | null | undefined): number {
  if (typeof gamesCount === 'number') return Number.isFinite(gamesCount) ? gamesCount : 0;
  if (!gamesCount) return 0;
  const match = gamesCount.replace(/,/g, '').match(/\d+/);
  return match ? Number(match[0]) : 0;
}

/** Ratings are a number or a numeric string (1 to 5), parsed as a float; NaN becomes 0. */
export function parseRating(rating: string | number | null | undefined): number {
  const value = typeof rating === 'number' ? rating : parseFloat(rating ?? '');
  return Number.isFinite(value) ? value : 0;
}
