/** @jest-environment node */
import { baseApi, publicReadsApi, type PageLoader } from '@sweepscout/kit';
import { dehydrate, releaseStore, runLoaders } from './server';
import { FrameQueries, KEPT_FRAMES } from './frameQueries';

const casino = (name: string) => ({ id: name.toLowerCase(), name, slug: name.toLowerCase() });

/**
 * The site's in-process reads as the frame sees them: each answer with its ETag (none when
 * `tagged` is off), counting the bodies read (a body read is a parse and a store update).
 */
function site(options: { tagged?: boolean; beforeRead?: (read: number) => void } = {}) {
  const answers: Record<string, unknown> = {
    '/api/casinos/featured': [casino('Alpha')],
    '/api/visitor': { code: 'NJ', source: 'cookie' },
  };
  const state = { bodiesRead: 0, reads: 0 };
  const fetch: typeof globalThis.fetch = (input) => {
    const url = String(input);
    state.reads += 1;
    options.beforeRead?.(state.reads);
    const text = JSON.stringify(answers[url] ?? { message: 'Not found' });
    const response = new Response(text, {
      status: url in answers ? 200 : 404,
      headers: {
        'content-type': 'application/json',
        ...(options.tagged === false ? {} : { etag: `W/"${text.length}-${text}"` }),
      },
    });
    const read = response.text.bind(response);
    response.text = () => {
      state.bodiesRead += 1;
      return read();
    };
    return Promise.resolve(response);
  };
  return { answers, state, fetch };
}

const featuredOf = (entries: Awaited<ReturnType<FrameQueries['entries']>>) =>
  (entries.queries['getFeaturedCasinos(undefined)']?.data ?? []) as { name: string }[];

describe("the page frame's reads, kept per answer", () => {
  it('are read on the first two pages, then taken as kept while the answers stand', async () => {
    const frame = new FrameQueries();
    const { fetch, state } = site();
    const first = await frame.entries(fetch);
    expect(featuredOf(first).map((c) => c.name)).toEqual(['Alpha']);
    expect(first.queries['visitorState(undefined)']?.data).toEqual({
      code: 'NJ',
      source: 'cookie',
    });
    await frame.entries(fetch);
    const readSoFar = state.bodiesRead;
    const third = await frame.entries(fetch);
    const fourth = await frame.entries(fetch);
    expect(state.bodiesRead).toBe(readSoFar);
    expect(fourth).toBe(third);
    expect(featuredOf(fourth).map((c) => c.name)).toEqual(['Alpha']);
  });

  it('shows a published change on the next page', async () => {
    const frame = new FrameQueries();
    const { fetch, answers } = site();
    await frame.entries(fetch);
    await frame.entries(fetch);
    answers['/api/casinos/featured'] = [casino('Beta'), casino('Alpha')];
    expect(featuredOf(await frame.entries(fetch)).map((c) => c.name)).toEqual(['Beta', 'Alpha']);
    answers['/api/casinos/featured'] = [casino('Alpha')];
    expect(featuredOf(await frame.entries(fetch)).map((c) => c.name)).toEqual(['Alpha']);
  });

  it('never keeps entries under the answers of before a publish that landed while reading', async () => {
    const frame = new FrameQueries();
    // The first page reads the two answers; the second names them (reads 3 and 4), then a publish
    // lands before its own reads of them.
    const publishAt = 5;
    const { fetch, answers } = site({
      beforeRead: (read) => {
        if (read === publishAt) answers['/api/casinos/featured'] = [casino('Beta')];
      },
    });
    await frame.entries(fetch);
    expect(featuredOf(await frame.entries(fetch)).map((c) => c.name)).toEqual(['Beta']);
    // Staff undo it: the answers are those the second page named, and so is what a page shows.
    answers['/api/casinos/featured'] = [casino('Alpha')];
    expect(featuredOf(await frame.entries(fetch)).map((c) => c.name)).toEqual(['Alpha']);
  });

  it('reads answers without an ETag on every page', async () => {
    const frame = new FrameQueries();
    const { fetch, state, answers } = site({ tagged: false });
    await frame.entries(fetch);
    await frame.entries(fetch);
    const readSoFar = state.bodiesRead;
    answers['/api/casinos/featured'] = [casino('Gamma')];
    expect(featuredOf(await frame.entries(fetch)).map((c) => c.name)).toEqual(['Gamma']);
    expect(state.bodiesRead).toBe(readSoFar + 2);
  });

  it(`keeps at most ${KEPT_FRAMES} answer pairs`, async () => {
    const frame = new FrameQueries();
    const { fetch, answers, state } = site();
    for (let n = 0; n <= KEPT_FRAMES; n += 1) {
      answers['/api/visitor'] = { code: `S${n}`, source: 'cookie' };
      await frame.entries(fetch);
      await frame.entries(fetch);
    }
    // The first pair was let go for the newest: it is read again, the second is still kept.
    answers['/api/visitor'] = { code: 'S1', source: 'cookie' };
    const before = state.bodiesRead;
    await frame.entries(fetch);
    expect(state.bodiesRead).toBe(before);
    answers['/api/visitor'] = { code: 'S0', source: 'cookie' };
    await frame.entries(fetch);
    expect(state.bodiesRead).toBeGreaterThan(before);
  });

  it("gives a page's store the same state as reading them with the page", async () => {
    const read = site({ tagged: false });
    const kept = site();
    const pages = [];
    for (let n = 0; n < 3; n += 1) pages.push(await runLoaders([], {}, '', {}, kept.fetch));
    const plain = dehydrate(await runLoaders([], {}, '', {}, read.fetch));
    for (const store of pages) expect(dehydrate(store)).toEqual(plain);
    // The kept entries came without their bodies being read again.
    const bodies = kept.state.bodiesRead;
    const page = await runLoaders([], {}, '', {}, kept.fetch);
    expect(kept.state.bodiesRead).toBe(bodies);
    expect(page.getState()[baseApi.reducerPath].queries['getFeaturedCasinos(undefined)']).toEqual(
      expect.objectContaining({ status: 'fulfilled' }),
    );
  });
});

describe('the stores of a server render', () => {
  afterEach(() => jest.useRealTimers());

  it('hold no timer once the page is rendered, which would keep them alive', async () => {
    jest.useFakeTimers();
    // Answers without an ETag: the frame is read on a store of its own for this page too.
    const { fetch } = site({ tagged: false });
    const loader: PageLoader = async ({ dispatch }) => {
      await dispatch(publicReadsApi.endpoints.getFeaturedCasinos.initiate());
    };
    const store = await runLoaders([loader], {}, '', {}, fetch);
    // The store's batched notification (10 ms) is due; RTK Query's subscription sync (500 ms) not.
    jest.advanceTimersByTime(100);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    releaseStore(store);
    expect(jest.getTimerCount()).toBe(0);
  });
});
