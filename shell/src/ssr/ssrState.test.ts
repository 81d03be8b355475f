import { readSsrPayload, serializeSsrPayload, SSR_STATE_ID, type SsrPayload } from './ssrState';

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
