/**
 * Case-insensitive substring search over names or titles, in memory. Items are kept in their
 * answer order (best first) with their text lower-cased once, so a query scans until it has
 * `limit` matches: at most one pass, usually far less. The text is matched literally (no
 * regular expression), as the escaped database $regex did.
 */
export class SearchIndex<T> {
  private readonly entries: { text: string; item: T }[];

  constructor(items: readonly T[], textOf: (item: T) => string) {
    this.entries = items.map((item) => ({ text: textOf(item).toLowerCase(), item }));
  }

  find(query: string, limit: number): T[] {
    const needle = query.toLowerCase();
    const found: T[] = [];
    for (const entry of this.entries) {
      if (found.length >= limit) break;
      if (entry.text.includes(needle)) found.push(entry.item);
    }
    return found;
  }
}
