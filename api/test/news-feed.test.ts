import request from 'supertest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CasinoModel } from '../src/features/casinos/model';
import { GuideModel } from '../src/features/guides/model';
import { ReviewModel } from '../src/features/reviews/model';
import { setupSiteSuite } from './helpers';

const { app } = setupSiteSuite('news_feed');
const HOST = 'sweepscout.test';

/** One fresh offer change, and more old ones than the feed has room for. */
const FRESH_OFFER_CHANGE = 'Daily SC: 2 SC → 3 SC';
const OLD_OFFER_CHANGES = 60;

beforeAll(async () => {
  const old = Array.from({ length: OLD_OFFER_CHANGES }, (_, i) => ({
    at: new Date(Date.UTC(2020, 0, 1, i)).toISOString(),
    changes: [`Gift card minimum: ${i + 11} SC → ${i + 10} SC`],
  }));
  // The history as an editor's saves leave it (a save records changes of the value data only).
  await CasinoModel.updateOne(
    { slug: 'crown-coins-casino' },
    { valueHistory: [...old, { at: new Date().toISOString(), changes: [FRESH_OFFER_CHANGE] }] },
  );
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const get = (path: string) => request(app).get(path).set('Host', HOST);

const newestFirst = (dates: number[]) => {
  expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
};

/** What each source of the feed should contribute: its newest item's link. */
async function newestOfEachSource() {
  const review = await ReviewModel.findOne({}).sort({ publishDate: -1 }).lean();
  const guide = await GuideModel.findOne({}).sort({ publishDate: -1 }).lean();
  return {
    Review: `http://${HOST}/reviews/${review!.slug}`,
    Guide: `http://${HOST}/guides/${guide!.slug}`,
    // The seed's legal changes: Indiana's of July 2026 among them.
    'Legal change': `http://${HOST}/states/indiana`,
    'Offer change': `http://${HOST}/casino/crown-coins-casino`,
  };
}

describe('the site-news feed', () => {
  it('RSS 2.0: the latest reviews, guides, legal changes and offer changes, newest first, at most 50', async () => {
    const res = await get('/feeds/news.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(
      (await get('/feeds/reviews.xml').expect(200)).headers['cache-control'],
    );
    expect(XMLValidator.validate(res.text)).toBe(true);
    const doc = parser.parse(res.text) as {
      rss: {
        '@version': string;
        channel: { item: { title: string; link: string; pubDate: string; category: string }[] };
      };
    };
    expect(doc.rss['@version']).toBe('2.0');
    const items = list(doc.rss.channel.item);
    expect(items).toHaveLength(50);
    newestFirst(items.map((item) => Date.parse(item.pubDate)));
    // The newest entry is the offer change made just now; the oldest offer changes are left out.
    expect(items[0]).toMatchObject({
      title: `Crown Coins Casino: ${FRESH_OFFER_CHANGE}`,
      category: 'Offer change',
    });
    const offers = items.filter((item) => item.category === 'Offer change');
    expect(offers.length).toBeLessThan(OLD_OFFER_CHANGES);
    for (const [category, link] of Object.entries(await newestOfEachSource())) {
      expect(items.filter((item) => item.category === category).map((item) => item.link)).toContain(
        link,
      );
    }
  });

  it('Atom 1.0 and JSON Feed list the same entries in the same order', async () => {
    const atom = await get('/feeds/news.atom').expect(200);
    expect(atom.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(atom.text)).toBe(true);
    const feed = parser.parse(atom.text) as {
      feed: {
        '@xmlns': string;
        entry: { id: string; updated: string; category: { '@label': string } }[];
      };
    };
    expect(feed.feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    const entries = list(feed.feed.entry);
    expect(entries).toHaveLength(50);
    newestFirst(entries.map((entry) => Date.parse(entry.updated)));
    expect(new Set(entries.map((entry) => entry.category['@label']))).toEqual(
      new Set(['Review', 'Guide', 'Legal change', 'Offer change']),
    );

    const json = await get('/feeds/news.json').expect(200);
    expect(json.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const jsonFeed = JSON.parse(json.text) as {
      version: string;
      feed_url?: string;
      items: { id: string; url: string; date_modified: string; tags: string[] }[];
    };
    expect(jsonFeed.version).toBe('https://jsonfeed.org/version/1');
    expect(jsonFeed.items.map((item) => item.id)).toEqual(entries.map((entry) => entry.id));
    newestFirst(jsonFeed.items.map((item) => Date.parse(item.date_modified)));
    expect(jsonFeed.items[0].tags).toEqual(['Offer change']);
  });

  it('a review turned into a draft leaves the feed', async () => {
    const latest = await ReviewModel.findOne({}).sort({ publishDate: -1 });
    const link = `http://${HOST}/reviews/${latest!.slug}`;
    latest!.set('status', 'draft');
    await latest!.save();
    const links = () =>
      get('/feeds/news.json')
        .expect(200)
        .then((res) =>
          (JSON.parse(res.text) as { items: { url: string }[] }).items.map((i) => i.url),
        );
    expect(await links()).not.toContain(link);
    latest!.set('status', 'published');
    await latest!.save();
    expect(await links()).toContain(link);
  });

  it("every page's head names it beside the other feeds", async () => {
    const page = await get('/guides').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain(
      '<link rel="alternate" type="application/rss+xml" title="SweepScout site news" href="/feeds/news.xml"',
    );
    expect(page.text).toContain('href="/feeds/news.atom"');
    expect(page.text).toContain(
      '<link rel="alternate" type="application/feed+json" title="SweepScout site news (JSON Feed)" href="/feeds/news.json"',
    );
    expect(page.text).toContain('href="/feeds/reviews.xml"');
  });
});
