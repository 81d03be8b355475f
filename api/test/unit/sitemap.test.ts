import {
  sitemapDocument,
  sitemapFilePath,
  type SitemapEntry,
} from '../../src/features/seo/sitemap';

const origin = 'https://sweepscout.test';
const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, i) => ({ path: `/casino/casino-${i + 1}` }));
const locs = (xml: string | null) =>
  [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap, in files of a bounded size', () => {
  it('is one urlset while every URL fits in one file, with no numbered files', () => {
    const xml = sitemapDocument(entries(3), origin, undefined, 3);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual([1, 2, 3].map((n) => `${origin}/casino/casino-${n}`));
    expect(sitemapDocument(entries(3), origin, 1, 3)).toBeNull();
  });

  it('becomes an index of files once the URLs do not fit: 7 URLs at 3 per file make 3 files', () => {
    const index = sitemapDocument(entries(7), origin, undefined, 3);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${origin}${sitemapFilePath(n)}`));
    const files = [1, 2, 3].map((n) => locs(sitemapDocument(entries(7), origin, n, 3)));
    expect(files.map((urls) => urls.length)).toEqual([3, 3, 1]);
    expect(files.flat()).toEqual(locs(sitemapDocument(entries(7), origin, undefined, 7)));
  });

  it.each([0, 4, 1.5, -1])('has no file number %s', (file) => {
    expect(sitemapDocument(entries(7), origin, file, 3)).toBeNull();
  });

  it('keeps each file under 1 MB at its default size, even with long URLs', () => {
    const long = Array.from({ length: 20_000 }, (_, i) => ({
      path: `/reviews/${'a-very-long-review-slug-'.repeat(4)}${i}`,
      lastmod: new Date('2026-11-25'),
    }));
    const index = sitemapDocument(long, origin);
    expect(index).toContain('<sitemapindex');
    for (const n of [1, 2, 3, 4])
      expect(Buffer.byteLength(sitemapDocument(long, origin, n) ?? '')).toBeLessThan(1_000_000);
    expect(sitemapDocument(long, origin, 5)).toBeNull();
  });
});
