import request from 'supertest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { GuideModel } from '../src/features/guides/model';
import { ReviewModel } from '../src/features/reviews/model';
import { setupSiteSuite } from './helpers';

const { app } = setupSiteSuite('feeds');

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

interface RssItem {
  title: string;
  link: string;
  guid: string | { '#text': string };
  pubDate: string;
}
interface AtomEntry {
  title: string | { '#text': string };
  link: { '@href': string } | { '@href': string }[];
  updated: string;
}

const get = (path: string) => request(app).get(path).set('Host', 'sweepscout.test');

async function rss(path: string) {
  const res = await get(path).expect(200);
  expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(res.headers['cache-control']).toMatch(/public/);
  expect(XMLValidator.validate(res.text)).toBe(true);
  const doc = parser.parse(res.text) as {
    rss: { '@version': string; channel: { title: string; link: string; item?: RssItem[] } };
  };
  expect(doc.rss['@version']).toBe('2.0');
  return doc.rss.channel;
}

describe('public feeds', () => {
  it('RSS of reviews lists the published reviews, latest first, with absolute links', async () => {
    const channel = await rss('/feeds/reviews.xml');
    const items = list(channel.item);
    const stored = await ReviewModel.find({}).sort({ publishDate: -1 }).lean();
    expect(items.map((item) => item.title)).toEqual(stored.map((review) => review.title));
    expect(items[0].link).toBe(`http://sweepscout.test/reviews/${stored[0].slug}`);
    const dates = items.map((item) => new Date(item.pubDate).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('RSS of guides lists the guides, latest first', async () => {
    const channel = await rss('/feeds/guides.xml');
    const stored = await GuideModel.find({}).sort({ publishDate: -1 }).lean();
    expect(list(channel.item).map((item) => item.title)).toEqual(stored.map((g) => g.title));
    expect(channel.link).toBe('http://sweepscout.test/guides');
  });

  it('Atom of reviews parses and links each entry to its page', async () => {
    const res = await get('/feeds/reviews.atom').expect(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(res.text)).toBe(true);
    const doc = parser.parse(res.text) as { feed: { '@xmlns': string; entry: AtomEntry[] } };
    expect(doc.feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    const first = list(doc.feed.entry)[0];
    const latest = await ReviewModel.findOne({}).sort({ publishDate: -1 }).lean();
    const href = list(first.link).map((link) => link['@href']);
    expect(href).toContain(`http://sweepscout.test/reviews/${latest!.slug}`);
  });

  it('a review turned into a draft leaves the feed; published again it comes back', async () => {
    const latest = await ReviewModel.findOne({}).sort({ publishDate: -1 });
    latest!.set('status', 'draft');
    await latest!.save();
    let items = list((await rss('/feeds/reviews.xml')).item);
    expect(items.map((item) => item.title)).not.toContain(latest!.title);
    latest!.set('status', 'published');
    await latest!.save();
    items = list((await rss('/feeds/reviews.xml')).item);
    expect(items[0].title).toBe(latest!.title);
  });

  it('every page names the feeds in its head', async () => {
    const res = await get('/guides').set('Accept', 'text/html').expect(200);
    expect(res.text).toContain(
      '<link rel="alternate" type="application/rss+xml" title="SweepScout casino reviews" href="/feeds/reviews.xml"',
    );
    expect(res.text).toContain('type="application/atom+xml"');
    expect(res.text).toContain('href="/feeds/guides.xml"');
  });
});
