import { baseApi, publicReadsApi } from '@sweepscout/kit';
import { createAppStore, releaseStore, type AppStore, type RootState } from '../app/store';

/**
 * Starts the reads of the page frame on `store`, on every server-rendered page: the footer's
 * casinos and the visitor's state (the header's selector and note, read from its cookie).
 */
export function startFrameQueries(store: AppStore): Promise<unknown>[] {
  return [
    store.dispatch(publicReadsApi.endpoints.getFeaturedCasinos.initiate()),
    store.dispatch(publicReadsApi.endpoints.visitorState.initiate()),
  ];
}

type ApiState = RootState[typeof baseApi.reducerPath];

/** The frame's entries of a store's RTK Query cache, as a page's store starts with them. */
export interface FrameEntries {
  queries: ApiState['queries'];
  provided: ApiState['provided'];
}

/** Snapshots kept: one per answer pair, so per visitor state (the 50 states, DC, none, preview). */
export const KEPT_FRAMES = 64;

/**
 * Every page reads the same frame answers until staff publish, so their RTK Query entries are
 * made once per answer and every page's store starts with them: a page no longer parses the
 * footer's 15 KB list, runs its thunk and reducers and freezes it again (a tenth of a page's
 * CPU). Whether the kept entries still stand is asked of the reads themselves: each read's ETag
 * (the answer cache's, cheap in process) names the answer, so a publish is seen on the next page.
 */
export class FrameQueries {
  /** The URLs the frame reads (learnt from the first render: the endpoints say them). */
  private urls: readonly string[] | null = null;
  private readonly kept = new Map<string, FrameEntries>();

  /**
   * The frame's entries for this page: the kept ones while their answers stand, else read now
   * (and kept when the answers have ETags to name them by).
   */
  async entries(fetch: typeof globalThis.fetch): Promise<FrameEntries> {
    const key = this.urls && (await answersKey(this.urls, fetch));
    const known = key === null ? undefined : this.kept.get(key);
    if (known) return known;
    const { entries, urls } = await readFrame(fetch);
    this.urls = urls;
    if (key === null) return entries;
    // A first page or a new answer: its entries are made again, and kept only when they were
    // made from the answers the key names (no publish in between).
    if ((await answersKey(urls, fetch)) !== key) return entries;
    if (this.kept.size >= KEPT_FRAMES) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(key, entries);
    return entries;
  }
}

/** The answers' ETags in order, or null when one has none (a failed read, a server error). */
async function answersKey(
  urls: readonly string[],
  fetch: typeof globalThis.fetch,
): Promise<string | null> {
  const tags = await Promise.all(
    urls.map(async (url) => {
      const answer = await fetch(url, { method: 'GET' });
      return answer.status < 500 ? answer.headers.get('etag') : null;
    }),
  );
  return tags.every((tag) => tag) ? tags.join('\n') : null;
}

/** The frame's queries run on a store of their own, and the URLs their reads asked for. */
async function readFrame(fetch: typeof globalThis.fetch) {
  const urls: string[] = [];
  const recording: typeof globalThis.fetch = (input, init) => {
    urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return fetch(input, init);
  };
  const store = createAppStore(undefined, { fetch: recording });
  try {
    await Promise.all(startFrameQueries(store));
    const { queries, provided } = store.getState()[baseApi.reducerPath];
    return { entries: { queries, provided }, urls: urls.sort() };
  } finally {
    releaseStore(store);
  }
}
