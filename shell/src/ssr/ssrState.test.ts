import {
  readSsrPayload,
  serializeSsrPayload,
  SERVER_RENDERED_AT,
  SERVER_REQUEST_ID,
  settledProvided,
  settledQueries,
  SSR_STATE_ID,
  type SsrPayload,
} from './ssrState';

/** What a page carries: the payload inside <script type="application/json">, parsed by the HTML parser. */
function embed(json: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><body><div id="root"></div><script type="application/json" id="${SSR_STATE_ID}">${json}</script><p id="after">after</p></body></html>`,
    'text/html',
  );
}

describe('the server state embedded in a page', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028 \u2029 >';
  const payload: SsrPayload = {
    state: { api: { queries: { 'getCasinoBySlug("x")': { data: { name: hostile } } } } },
    modules: ['catalog/CasinoPage'],
  };

  it('never closes its script element nor opens markup, whatever the data holds', () => {
    const json = serializeSsrPayload(payload);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    const doc = embed(json);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.getElementById('after')?.textContent).toBe('after');
  });

  it('reads back exactly what the server embedded', () => {
    expect(readSsrPayload(embed(serializeSsrPayload(payload)))).toEqual(payload);
  });

  it('is null on a page the server did not render, or with damaged JSON', () => {
    expect(
      readSsrPayload(new DOMParser().parseFromString('<div id="root"></div>', 'text/html')),
    ).toBeNull();
    expect(readSsrPayload(embed('{"state":'))).toBeNull();
  });
});

describe('the queries a server render embeds', () => {
  const render = (requestId: string, at: number) => ({
    'getCasinoBySlug("x")': {
      status: 'fulfilled',
      endpointName: 'getCasinoBySlug',
      requestId,
      startedTimeStamp: at,
      fulfilledTimeStamp: at + 3,
      data: { name: 'X' },
    },
    'searchSite("y")': {
      status: 'rejected',
      endpointName: 'searchSite',
      requestId: `${requestId}-2`,
      startedTimeStamp: at,
      error: { status: 500 },
    },
  });

  it('are the same bytes from any render of the same data: no random request id, no clock', () => {
    const first = serializeSsrPayload({ state: settledQueries(render('a1', 1_000)), modules: [] });
    const second = serializeSsrPayload({ state: settledQueries(render('b2', 9_999)), modules: [] });
    expect(first).toBe(second);
  });

  it('keep their data, status and error, and an answered query stays answered (truthy time)', () => {
    const settled = settledQueries(render('a1', 1_000));
    expect(settled['getCasinoBySlug("x")']).toMatchObject({
      status: 'fulfilled',
      data: { name: 'X' },
      requestId: SERVER_REQUEST_ID,
      fulfilledTimeStamp: SERVER_RENDERED_AT,
    });
    expect(SERVER_RENDERED_AT).toBeTruthy();
    expect(settled['searchSite("y")']).toMatchObject({
      status: 'rejected',
      error: { status: 500 },
    });
    expect(settled['searchSite("y")']).not.toHaveProperty('fulfilledTimeStamp');
  });
});

describe('which queries provide which tags, as embedded', () => {
  it('is the same whichever order the reads came back in', () => {
    const first = settledProvided({
      tags: { Casino: { __internal_without_id: ['b(1)', 'a(1)'] }, Review: { r1: ['c(1)'] } },
      keys: { 'b(1)': [{ type: 'Casino' }], 'a(1)': [{ type: 'Casino' }] },
    });
    const second = settledProvided({
      tags: { Review: { r1: ['c(1)'] }, Casino: { __internal_without_id: ['a(1)', 'b(1)'] } },
      keys: { 'a(1)': [{ type: 'Casino' }], 'b(1)': [{ type: 'Casino' }] },
    });
    expect(JSON.stringify(first)).toBe(JSON.stringify(second));
    expect(first.tags).toEqual({
      Casino: { __internal_without_id: ['a(1)', 'b(1)'] },
      Review: { r1: ['c(1)'] },
    });
  });
});
