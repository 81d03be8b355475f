import request from 'supertest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { setupSiteSuite } from './helpers';

const { app } = setupSiteSuite('state_feeds');
const HOST = 'sweepscout.test';

const xml = new XMLParser({ ignoreAttributes: false });

describe('the change log of legal changes', () => {
  it('is an RSS 2.0 feed of every recorded change, newest first', async () => {
    const res = await request(app).get('/states/changes.rss').set('Host', HOST).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(XMLValidator.validate(res.text)).toBe(true);
    const channel = xml.parse(res.text).rss.channel;
    const items = channel.item as { title: string; link: string; pubDate: string }[];
    expect(items.length).toBeGreaterThanOrEqual(8);
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const indiana = items.find((item) => item.title.startsWith('Indiana:'));
    expect(indiana).toMatchObject({ link: 'http://sweepscout.test/states/indiana' });
    expect(new Date(indiana?.pubDate ?? '').toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });

  it('is an Atom feed and a JSON feed with the same entries', async () => {
    const atom = await request(app).get('/states/changes.atom').set('Host', HOST).expect(200);
    expect(atom.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(XMLValidator.validate(atom.text)).toBe(true);
    const entries = xml.parse(atom.text).feed.entry as unknown[];

    const json = await request(app).get('/states/changes.json').set('Host', HOST).expect(200);
    expect(json.headers['content-type']).toMatch(/^application\/feed\+json/);
    const feed = JSON.parse(json.text) as { version: string; items: { url: string }[] };
    expect(feed.version).toBe('https://jsonfeed.org/version/1');
    expect(feed.items).toHaveLength(entries.length);
    expect(feed.items.some((item) => item.url === 'http://sweepscout.test/states/california')).toBe(
      true,
    );
  });
});
