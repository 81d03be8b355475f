/**
 * Patching a sorted list instead of sorting it again: a write to a few records of 10,000 moves
 * those records only (a binary search and a splice each). `compare` must be a total order (ties
 * broken by id), so that a record is found again by the same comparison that placed it; `keyOf`
 * names an item (its id). The list is copied first: the view that holds the old list keeps
 * answering from it.
 */
export function patchSorted<T>(
  list: readonly T[],
  removed: readonly T[],
  added: readonly T[],
  compare: (a: T, b: T) => number,
  keyOf: (item: T) => unknown,
): T[] {
  if (removed.length + added.length > MAX_SPLICES) {
    // Many moves (a first build): one filter and one sort cost less than a splice each.
    const gone = new Set(removed.map(keyOf));
    const kept = gone.size ? list.filter((item) => !gone.has(keyOf(item))) : list;
    return kept.concat(added).sort(compare);
  }
  const next = list.slice();
  for (const item of removed) {
    const at = lowerBound(next, item, compare);
    if (at < next.length && keyOf(next[at]) === keyOf(item)) next.splice(at, 1);
  }
  for (const item of added) next.splice(lowerBound(next, item, compare), 0, item);
  return next;
}

/** Beyond this many moves a sort is cheaper than splicing each (a splice moves the whole tail). */
const MAX_SPLICES = 256;

/** The first index whose item does not sort before `item`. */
function lowerBound<T>(list: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(list[middle], item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
