/**
 * The origin that reaches this process alone (its entrance's `ownOrigin`: a worker's private
 * port, or the port of a process serving alone), known once it listens. The page renderer reads
 * the remotes' server builds there whichever port a page came in on: the federation host keys
 * each remote by the URL of its entry, and a worker that warmed up on its private port then
 * rendered its first visitor's page from the public one registered every remote again and fetched
 * all their modules anew, one after another, while that page and the ones behind it waited
 * (1.5 s, docs/performance.md).
 */
let current: string | null = null;

export function setOwnOrigin(origin: string): void {
  current = origin;
}

/** null until the process listens (an app served by a test's own server: none). */
export function ownOrigin(): string | null {
  return current;
}
