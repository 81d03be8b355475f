import type { RequestListener } from 'node:http';
import request from 'supertest';
import { NewsletterSubscriptionModel } from '../src/features/newsletter/model';
import { unkeptRequestHeaders } from '../src/http/ownRequests';
import { readModel } from '../src/readModel/readModel';
import { inProcessFetch } from '../src/site/inProcessFetch';
import { setUpPublicSuite } from './helpers';

// A server-rendered page reads its data through inProcessFetch: a read the answer cache already
// holds is taken from it directly, exactly as the fast path would answer it over HTTP.
const { app } = setUpPublicSuite('in_process_reads');

const GUIDE = '/api/guides/slug/how-sweepstakes-casinos-work';

/** The app, and how many requests reached it (a read taken from the cache does not). */
function countingApp() {
  let reached = 0;
  const counted: RequestListener = (req, res) => {
    reached += 1;
    app(req, res);
  };
  return { counted, throughApp: () => reached };
}

describe('a page read the answer cache holds', () => {
  it('is taken from the cache without a request through the app, with its side effect run', async () => {
    const { counted, throughApp } = countingApp();
    // A page request as the renderer hands it over (its raw headers carry the visitor's state).
    const read = (cookie?: string) => {
      const headers = { host: 'site.test', ...(cookie ? { cookie } : {}) };
      const page = { headers, rawHeaders: Object.entries(headers).flat() };
      return inProcessFetch(counted, page)(GUIDE);
    };
    const first = await read();
    expect(throughApp()).toBe(1);
    const views = jest.spyOn(readModel, 'countGuideView');
    const again = await read();
    expect(throughApp()).toBe(1);
    // Opening a guide counts a view, from the cache as through the app.
    expect(views).toHaveBeenCalledTimes(1);
    views.mockRestore();
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    const body = await again.text();
    expect(body).toBe(await first.text());
    const overHttp = await request(app).get(GUIDE).set('host', 'site.test').expect(200);
    expect(JSON.parse(body)).toEqual(overHttp.body);
    // The kept answer itself is untouched by the reads made from it.
    expect(await (await read()).text()).toBe(body);
    // Another visitor's state is another answer: through the app.
    await read('state=TX');
    expect(throughApp()).toBe(2);
  });

  it('is not used for a write or a conditional read: those reach the app', async () => {
    const { counted, throughApp } = countingApp();
    const send = inProcessFetch(counted, { headers: { host: 'site.test' } });
    await send('/api/faqs');
    await send('/api/faqs');
    expect(throughApp()).toBe(1);
    const etag = (await send('/api/faqs')).headers.get('etag') ?? '';
    const conditional = await send('/api/faqs', { headers: { 'if-none-match': etag } });
    expect(conditional.status).toBe(304);
    expect(throughApp()).toBe(2);
    const post = await send('/api/faqs', { method: 'POST', body: '{}' });
    expect(post.status).toBe(404);
    expect(throughApp()).toBe(3);
  });
});

describe("a warm-up render's reads", () => {
  it('are answered and kept by no cache, and a visitor cannot ask for that', async () => {
    const { counted, throughApp } = countingApp();
    const read = (headers: Record<string, string>) => {
      const page = { headers: { host: 'site.test', ...headers } };
      return inProcessFetch(counted, page)('/api/casinos/compare?sort=bonus-value&minRating=3');
    };
    const warmUp = await read(unkeptRequestHeaders());
    expect(warmUp.status).toBe(200);
    expect(throughApp()).toBe(1);
    // The same read for a visitor is made again, then kept.
    const visitor = await read({});
    expect(await visitor.text()).toBe(await warmUp.text());
    expect(throughApp()).toBe(2);
    await read({});
    expect(throughApp()).toBe(2);
    // Without the server's own token, the mark means nothing: a visitor's read is kept.
    const [mark] = Object.keys(unkeptRequestHeaders()).filter((name) => name.endsWith('unkept'));
    const url = '/api/casinos/compare?sort=games-count&minRating=4';
    await request(app).get(url).set('host', 'site.test').set(mark, '1').expect(200);
    await inProcessFetch(counted, { headers: { host: 'site.test' } })(url);
    expect(throughApp()).toBe(2);
  });
});

describe('a page read through the app', () => {
  it('is answered as the same request over HTTP is: status, headers and body', async () => {
    const { counted, throughApp } = countingApp();
    const send = inProcessFetch(counted, { headers: { host: 'site.test' } });
    // A filter set asked nowhere else in this suite: answered through the app.
    const url = '/api/casinos/compare?sort=games-count&minRating=1';
    const inProcess = await send(url);
    expect(throughApp()).toBe(1);
    const overHttp = await request(app).get(url).set('host', 'site.test').expect(200);
    expect(inProcess.status).toBe(200);
    expect(inProcess.ok).toBe(true);
    for (const name of ['content-type', 'etag', 'cache-control', 'vary']) {
      expect([name, inProcess.headers.get(name)]).toEqual([name, overHttp.headers[name]]);
    }
    expect(JSON.parse(await inProcess.text())).toEqual(overHttp.body);
    // A route's refusal and a path no route has, as over HTTP.
    const refused = await send('/api/casinos/compare?sort=sideways');
    expect(refused.status).toBe(400);
    expect(JSON.parse(await refused.text())).toEqual(
      (await request(app).get('/api/casinos/compare?sort=sideways').expect(400)).body,
    );
    expect((await send('/api/no-such-list')).status).toBe(404);
  });

  it('sends a write with its body to the route, which validates it as any other', async () => {
    const send = inProcessFetch(app, { headers: { host: 'site.test' } });
    const json = { 'content-type': 'application/json' };
    const refused = await send('/api/newsletter/subscribe', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'not an address' }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.parse(await refused.text())).toHaveProperty('message');
    const subscribed = await send('/api/newsletter/subscribe', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'In-Process.Reader@example.com' }),
    });
    expect(subscribed.status).toBe(201);
    // Saved as the schema made it (lower-cased): the body reached the route whole.
    const saved = await NewsletterSubscriptionModel.findOne({
      email: 'in-process.reader@example.com',
    }).lean();
    expect(saved).not.toBeNull();
  });

  it('rejects at once when its signal is aborted, as fetch does', async () => {
    const send = inProcessFetch(app, { headers: { host: 'site.test' } });
    const aborted = new AbortController();
    aborted.abort(new Error('the page gave up'));
    await expect(
      send('/api/casinos/compare?sort=rating-low&minRating=2', { signal: aborted.signal }),
    ).rejects.toThrow('the page gave up');
  });
});
