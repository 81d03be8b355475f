import { patchSorted } from '../../readModel/sortedList';

interface Entry<T> {
  text: string;
  item: T;
}

/**
 * Case-insensitive substring search over names or titles, in memory. Items are kept in their
 * answer order (best first) with their text lower-cased once, so a query scans until it has
 * `limit` matches: at most one pass, usually far less. The text is matched literally (no
 * regular expression), as the escaped database $regex did.
 */
export class SearchIndex<T> {
  private readonly entries: Entry<T>[];

  constructor(
    items: readonly T[],
    private readonly textOf: (item: T) => string,
    entries?: Entry<T>[],
  ) {
    this.entries = entries ?? items.map((item) => this.entryOf(item));
  }

  /** `accept`: a further test per item (a casino available in the visitor's state). */
  find(query: string, limit: number, accept?: ((item: T) => boolean) | null): T[] {
    const needle = query.toLowerCase();
    const found: T[] = [];
    for (const entry of this.entries) {
      if (found.length >= limit) break;
      if (entry.text.includes(needle) && (!accept || accept(entry.item))) found.push(entry.item);
    }
    return found;
  }

  /** This index with `removed` gone and `added` in their places (`compare`: the answer order). */
  patched(
    removed: readonly T[],
    added: readonly T[],
    compare: (a: T, b: T) => number,
    keyOf: (item: T) => unknown,
  ): SearchIndex<T> {
    const entries = patchSorted(
      this.entries,
      removed.map((item) => this.entryOf(item)),
      added.map((item) => this.entryOf(item)),
      (a, b) => compare(a.item, b.item),
      (entry) => keyOf(entry.item),
    );
    return new SearchIndex([], this.textOf, entries);
  }

  private entryOf(item: T): Entry<T> {
    return { text: this.textOf(item).toLowerCase(), item };
  }
}
