import { stateSlug, US_STATES } from '@sweepscout/shared';
import request from 'supertest';
import { injectHead, scriptJson } from '../src/features/seo/render';
import { documentWithHead } from '../src/site/document';
import { AuthorModel } from '../src/features/authors/model';
import { CasinoModel } from '../src/features/casinos/model';
import { GuideModel } from '../src/features/guides/model';
import { MatchupModel } from '../src/features/headToHead/model';
import { ReviewModel } from '../src/features/reviews/model';
import { setupSiteSuite } from './helpers';

const { app } = setupSiteSuite('seo');

interface ParsedHead {
  title: string | undefined;
  meta: Record<string, string>;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function parseHead(html: string): ParsedHead {
  const head = /<head>([\s\S]*)<\/head>/i.exec(html)?.[1] ?? '';
  const meta: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g))
    meta[m[2]] = decode(m[3]);
  return {
    title:
      /<title>([\s\S]*?)<\/title>/.exec(head)?.[1] &&
      decode(/<title>([\s\S]*?)<\/title>/.exec(head)![1]),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    jsonLd: [
      ...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]) as Record<string, unknown>),
  };
}

const page = (path: string) =>
  request(app).get(path).set('Accept', 'text/html').set('Host', 'sweepscout.test');

describe('server-sent head of each public URL', () => {
  it('a casino page carries its title, description, canonical URL, Open Graph and JSON-LD from the database', async () => {
    const res = await page('/casino/crown-coins-casino').expect(200);
    const casino = await CasinoModel.findOne({ slug: 'crown-coins-casino' }).lean();
    const reviews = await ReviewModel.find({ casinoId: casino!._id }).lean();
    const head = parseHead(res.text);
    expect(head.title).toBe('Crown Coins Casino Review: Bonus, Games & Rating | SweepScout');
    expect(head.meta.description).toContain(casino!.bonusAmount);
    expect(head.meta.description.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe('http://sweepscout.test/casino/crown-coins-casino');
    expect(head.meta['og:title']).toBe(head.title);
    expect(head.meta['og:description']).toBe(head.meta.description);
    expect(head.meta['og:url']).toBe(head.canonical);
    expect(head.meta['og:image']).toBe(`http://sweepscout.test${casino!.bannerUrl}`);
    // The page's Review, then its place in the site.
    expect(head.jsonLd.map((d) => d['@type'])).toEqual(['Review', 'BreadcrumbList']);
    const review = head.jsonLd[0] as {
      '@type': string;
      itemReviewed: Record<string, unknown>;
      reviewRating: unknown;
    };
    expect(review['@type']).toBe('Review');
    expect(review.reviewRating).toMatchObject({ ratingValue: casino!.rating, bestRating: 5 });
    expect(review.itemReviewed).toMatchObject({
      name: 'Crown Coins Casino',
      url: casino!.websiteUrl,
    });
    // Honest counts: the real number of published reviews, never a made-up one.
    expect(reviews.length).toBeGreaterThan(0);
    expect(review.itemReviewed.aggregateRating).toMatchObject({ reviewCount: reviews.length });
    // Only one description and one title, and the app still boots from the same document.
    expect(res.text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('review and guide pages are articles with their own head', async () => {
    const review = await ReviewModel.findOne().lean();
    const r = parseHead((await page(`/reviews/${review!.slug}`).expect(200)).text);
    expect(r.title).toBe(`${review!.title} | SweepScout`);
    expect(r.meta['og:type']).toBe('article');
    expect(r.jsonLd[0]).toMatchObject({
      '@type': 'Review',
      name: review!.title,
      author: { name: review!.authorName },
    });

    const guide = await GuideModel.findOne().lean();
    const g = parseHead((await page(`/guides/${guide!.slug}`).expect(200)).text);
    expect(g.title).toBe(`${guide!.title} | SweepScout`);
    expect(g.canonical).toBe(`http://sweepscout.test/guides/${guide!.slug}`);
    expect(g.jsonLd[0]).toMatchObject({ '@type': 'Article', headline: guide!.title });
  });

  it('static routes have their own title and description; home lists the featured casinos', async () => {
    const home = parseHead((await page('/').expect(200)).text);
    expect(home.title).toBe('SweepScout: Compare Sweepstakes Casinos, Reviews and Bonuses');
    expect(home.canonical).toBe('http://sweepscout.test/');
    expect(home.jsonLd.map((d) => d['@type'])).toEqual(['WebSite', 'ItemList', 'BreadcrumbList']);
    const compare = parseHead((await page('/compare').expect(200)).text);
    expect(compare.title).toBe('Compare Sweepstakes Casinos | SweepScout');
    expect(compare.meta.description).not.toBe(home.meta.description);
    const bonuses = parseHead((await page('/bonuses').expect(200)).text);
    expect((bonuses.jsonLd[0].itemListElement as unknown[]).length).toBe(5);
    const search = parseHead((await page('/search?q=crown').expect(200)).text);
    expect(search.meta.robots).toBeUndefined();
    expect(search.canonical).toBe('http://sweepscout.test/search');
  });

  it('/faq marks up every published question with its answer as plain text (FAQPage), the home page does not', async () => {
    const faqs = (await request(app).get('/api/faqs').expect(200)).body as {
      question: string;
      answer: string;
    }[];
    expect(faqs.length).toBeGreaterThan(0);
    const faq = parseHead((await page('/faq').expect(200)).text);
    expect(faq.title).toBe('Sweepstakes Casino FAQ | SweepScout');
    expect(faq.canonical).toBe('http://sweepscout.test/faq');
    expect(faq.jsonLd.map((d) => d['@type'])).toEqual(['FAQPage', 'BreadcrumbList']);
    expect(faq.jsonLd[0].mainEntity).toEqual(
      faqs.map((f) => ({
        '@type': 'Question',
        name: f.question,
        acceptedAnswer: { '@type': 'Answer', text: f.answer.replace(/<[^>]+>/g, '') },
      })),
    );
    const home = parseHead((await page('/').expect(200)).text);
    expect(home.jsonLd.some((d) => d['@type'] === 'FAQPage')).toBe(false);
  });

  it('a missing casino, review or guide, and an unknown path, answer 404 with the not-found head', async () => {
    for (const path of [
      '/casino/no-such-casino',
      '/reviews/no-such-review',
      '/guides/no-such-guide',
      '/nowhere',
    ]) {
      const res = await page(path).expect(404);
      const head = parseHead(res.text);
      expect(head.title).toBe('404 Page Not Found | SweepScout');
      expect(head.meta.robots).toBe('noindex');
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  it('admin pages are not indexed', async () => {
    const head = parseHead((await page('/admin/login').expect(200)).text);
    expect(head.meta.robots).toBe('noindex, nofollow');
  });

  it('writes the tag-manager id only when a well-formed one is configured', async () => {
    try {
      process.env.GTM_ID = 'GTM-AB12CD';
      expect(parseHead((await page('/').expect(200)).text).meta['sweepscout-gtm-id']).toBe(
        'GTM-AB12CD',
      );
      process.env.GTM_ID = '"><script>alert(1)</script>';
      const res = await page('/').expect(200);
      expect(parseHead(res.text).meta['sweepscout-gtm-id']).toBeUndefined();
      expect(res.text).not.toContain('alert(1)');
    } finally {
      delete process.env.GTM_ID;
    }
    expect(parseHead((await page('/').expect(200)).text).meta['sweepscout-gtm-id']).toBeUndefined();
  });

  it('uses SITE_URL for canonical URLs when set', async () => {
    try {
      process.env.SITE_URL = 'https://www.sweepscout.example/';
      expect(parseHead((await page('/games').expect(200)).text).canonical).toBe(
        'https://www.sweepscout.example/games',
      );
    } finally {
      delete process.env.SITE_URL;
    }
  });
});

describe('GET /api/seo/head', () => {
  it('answers the same head as the document, for client-side navigation', async () => {
    const res = await request(app)
      .get('/api/seo/head')
      .query({ path: '/casino/crown-coins-casino' })
      .expect(200);
    expect(res.body).toMatchObject({
      title: 'Crown Coins Casino Review: Bonus, Games & Rating | SweepScout',
      canonicalPath: '/casino/crown-coins-casino',
      jsonLd: [
        expect.objectContaining({ '@type': 'Review' }),
        expect.objectContaining({ '@type': 'BreadcrumbList' }),
      ],
    });
    await request(app).get('/api/seo/head').query({ path: '/casino/missing' }).expect(404);
  });

  it.each([
    {},
    { path: 'https://evil.example/' },
    { path: '/a?b' },
    { path: `/${'a'.repeat(400)}` },
  ])('refuses %j with 400', async (query) => {
    const res = await request(app).get('/api/seo/head').query(query).expect(400);
    expect(res.body.issues).toEqual(expect.any(Array));
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists every public URL including every casino, review and guide', async () => {
    const res = await request(app).get('/sitemap.xml').set('Host', 'sweepscout.test').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1].replace('http://sweepscout.test', ''),
    );
    const [casinos, reviews, guides] = await Promise.all([
      CasinoModel.find().lean(),
      ReviewModel.find().lean(),
      GuideModel.find().lean(),
    ]);
    expect(locs).toEqual(
      expect.arrayContaining([
        '/',
        '/compare',
        '/reviews',
        '/guides',
        '/games',
        '/bonuses',
        '/contact',
        '/faq',
        '/terms-of-service',
        '/privacy-policy',
        '/disclaimer',
        '/states',
        ...US_STATES.map((s) => `/states/${stateSlug(s.name)}`),
        '/methodology',
        '/tools/coin-value',
        '/daily-bonuses',
        ...casinos.map((c) => `/casino/${c.slug}`),
        ...reviews.map((r) => `/reviews/${r.slug}`),
        ...guides.map((g) => `/guides/${g.slug}`),
      ]),
    );
    const authors = await AuthorModel.find().lean();
    // The approved head-to-head pages of the seed.
    const pairs = await MatchupModel.countDocuments({ approved: true });
    expect(locs).toEqual(expect.arrayContaining(authors.map((a) => `/authors/${a.slug}`)));
    expect(locs).toHaveLength(
      15 + 51 + casinos.length + reviews.length + guides.length + authors.length + pairs,
    );
    expect(locs.some((l) => l.startsWith('/admin') || l.startsWith('/search'))).toBe(false);
  });

  it('robots.txt points at the sitemap and disallows /admin', async () => {
    const res = await request(app).get('/robots.txt').set('Host', 'sweepscout.test').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/admin$/m);
    // Search results are crawlable; their canonical URL is the bare /search.
    expect(res.text).not.toMatch(/^Disallow: \/search/m);
    expect(res.text).toMatch(/^Sitemap: http:\/\/sweepscout\.test\/sitemap\.xml$/m);
  });

  it('a site whose URLs fit in one file has no numbered sitemap files', async () => {
    await request(app).get('/sitemap-1.xml').expect(404);
  });
});

describe('injectHead', () => {
  it('escapes every value and keeps JSON-LD inside its script element', () => {
    const html = injectHead(
      '<html><head><title>x</title></head><body></body></html>',
      {
        title: 'A "quoted" <b>title</b>',
        description: "It's & more",
        canonicalPath: '/casino/x',
        ogType: 'website',
        jsonLd: [{ name: '</script><script>alert(1)</script>' }],
      },
      { origin: 'https://s.example' },
    );
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;</title>');
    expect(html).toContain('content="It&#39;s &amp; more"');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });

  const template = '<html><head><title>x</title></head><body></body></html>';
  const head = {
    title: 'Crown Coins',
    description: 'd',
    canonicalPath: '/casino/crown',
    ogType: 'website' as const,
    jsonLd: [{ '@type': 'Organization', name: 'Crown Coins' }],
  };

  it('asks for the page image before anything else of the head, and only when there is one', () => {
    const withImage = injectHead(template, { ...head, image: '/media/crown "banner".svg' }, {});
    const preload =
      '<link rel="preload" as="image" href="/media/crown &quot;banner&quot;.svg" fetchpriority="high" data-head />';
    expect(withImage).toContain(preload);
    expect(withImage.indexOf(preload)).toBeLessThan(withImage.indexOf('<meta'));
    expect(injectHead(template, head, {})).not.toContain('as="image"');
  });

  it('is made once per head (documentWithHead), again whenever the head, origin or template differs', () => {
    const origin = 'https://s.example';
    const first = documentWithHead(template, head, origin);
    expect(first).toBe(injectHead(template, head, { origin, tagManagerId: null }));
    // Asked again (another query of the same path): the same document.
    expect(documentWithHead(template, { ...head }, origin)).toBe(first);
    const renamed = documentWithHead(template, { ...head, title: 'Renamed' }, origin);
    expect(renamed).toContain('<title>Renamed</title>');
    const elsewhere = documentWithHead(template, head, 'https://other.example');
    expect(elsewhere).toContain('href="https://other.example/casino/crown"');
    // The shell rebuilt: its new template, not a document kept from the old one.
    const rebuilt = template.replace('<body>', '<body class="new-build">');
    expect(documentWithHead(rebuilt, head, origin)).toContain('<body class="new-build">');
    expect(documentWithHead(template, head, origin)).toBe(first);
  });
});
