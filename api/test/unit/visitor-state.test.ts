import type { IncomingMessage } from 'node:http';
import { answerKey } from '../../src/http/answerCache';
import { visitorStateOf } from '../../src/http/visitorState';

/** A request as Node hands it over: only its raw header lines matter here. */
const request = (...rawHeaders: string[]) =>
  ({ rawHeaders, url: '/compare', method: 'GET' }) as unknown as IncomingMessage;

describe("the visitor's state on the server", () => {
  afterEach(() => {
    delete process.env.GEO_REGION_HEADER;
  });

  it('comes from the state cookie, a two-letter code in any case', () => {
    expect(visitorStateOf(request('Cookie', 'a=1; state=nj'))).toEqual({
      code: 'NJ',
      source: 'cookie',
    });
    expect(visitorStateOf(request('Cookie', 'state=XX'))).toEqual({ code: null, source: null });
    expect(visitorStateOf(request())).toEqual({ code: null, source: null });
  });

  it('comes from the trusted region header first, when one is configured', () => {
    const sent = request('X-Region', 'US-NY', 'Cookie', 'state=CA');
    // Not configured: the header means nothing.
    expect(visitorStateOf(sent).code).toBe('CA');
    process.env.GEO_REGION_HEADER = 'X-Region';
    expect(visitorStateOf(sent)).toEqual({ code: 'NY', source: 'header' });
    // A value that names no state leaves the cookie's choice.
    expect(visitorStateOf(request('x-region', 'Ontario', 'Cookie', 'state=CA')).code).toBe('CA');
  });

  it('keys cached answers by state: one per state, the same for all states and unknown codes', () => {
    const key = (...headers: string[]) => answerKey(request('Host', 'site.test', ...headers));
    expect(key('Cookie', 'state=CA')).not.toBe(key('Cookie', 'state=NJ'));
    expect(key('Cookie', 'state=CA')).not.toBe(key());
    expect(key('Cookie', 'state=ZZ')).toBe(key());
    expect(key('Cookie', 'theme=dark; state=ca')).toBe(key('Cookie', 'state=CA'));
  });
});
