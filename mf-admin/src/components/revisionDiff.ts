/** Fields a revision keeps that editors never edit (derived, counters, publication internals). */
const HIDDEN_FIELDS = new Set([
  'filterTags',
  'bonusRank',
  'gamesCountValue',
  'views',
  'lastUpdated',
]);

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** 'publishDate' -> 'Publish date' */
function fieldName(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as short readable text: HTML as its words, dates as dates, lists joined. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') {
    const text = /<[a-z][\s\S]*>/i.test(value)
      ? value
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : value;
    if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return new Date(text).toLocaleString();
    return text.length > 160 ? `${text.slice(0, 160)}...` : text;
  }
  if (Array.isArray(value)) return value.map(readable).join(', ') || '(none)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields whose value differs between two saved states, in a stable order. */
export function diffRecords(
  older: Record<string, unknown>,
  newer: Record<string, unknown>,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(older), ...Object.keys(newer)])].filter(
    (key) => !HIDDEN_FIELDS.has(key),
  );
  return keys
    .filter((key) => JSON.stringify(older[key] ?? null) !== JSON.stringify(newer[key] ?? null))
    .map((key) => ({
      field: fieldName(key),
      before: readable(older[key]),
      after: readable(newer[key]),
    }));
}
