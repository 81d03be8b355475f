import { expect, test } from '../../support/test';
import { LEGAL_PAGES, type Casino, type PageContent, type Review } from '@sweepscout/shared';
import {
  apiReads,
  attributeValues,
  consoleProblems,
  escapeHtml,
  expectNotFoundHtml,
  rawHtml,
} from '../../support/serverHtml';
import { getGuides, getJson, getReviews, waitForHydration } from '../../support/site';

// The content remote's routes rendered on the server: their text is in the HTML before
// any script runs, and the browser hydrates it without asking for that data again.

/** The content API reads the first view of these routes makes. */
const CONTENT_READS = /^\/api\/(reviews|guides|pages|casinos)(\/|$)/;

test.describe('content routes rendered on the server', () => {
  test('/reviews carries every review in the order of its ?sort=', async ({ request, baseURL }) => {
    const expected = await getJson<Review[]>(request, '/api/reviews?sort=rating-low');
    expect(expected.length).toBeGreaterThan(1);
    const { status, html } = await rawHtml(`${baseURL}/reviews?sort=rating-low`);
    expect(status).toBe(200);
    for (const review of expected) expect(html).toContain(escapeHtml(review.title));
    const positions = expected.map((review) => html.indexOf(escapeHtml(review.title)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toMatch(/<option(?=[^>]*selected="")(?=[^>]*value="rating-low")/);
  });

  test('/reviews/{slug} carries the review, its body and its casino', async ({
    request,
    baseURL,
  }) => {
    const [listed] = await getReviews(request);
    const review = await getJson<Review>(request, `/api/reviews/slug/${listed.slug}`);
    const casino = await getJson<Casino>(request, `/api/casinos/${review.casinoId}`);
    const { status, html } = await rawHtml(`${baseURL}/reviews/${review.slug}`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(review.title)}</h1>`));
    expect(html).toContain('data-testid="prose"');
    expect(html).toContain('data-testid="about-casino"');
    expect(html).toContain(escapeHtml(casino.name));

    await expectNotFoundHtml(`${baseURL}/reviews/no-such-review-anywhere`, 'Error Loading Review');
  });

  test('/guides and /guides/{slug} carry the guides and the guide', async ({
    request,
    baseURL,
  }) => {
    const guides = await getGuides(request);
    const list = await rawHtml(`${baseURL}/guides`);
    expect(list.status).toBe(200);
    for (const guide of guides) expect(list.html).toContain(escapeHtml(guide.title));

    const [guide] = guides;
    const { status, html } = await rawHtml(`${baseURL}/guides/${guide.slug}`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(guide.title)}</h1>`));
    expect(html).toContain('data-testid="prose"');
    expect(html).toContain('More Guides');

    await expectNotFoundHtml(`${baseURL}/guides/no-such-guide-anywhere`, 'Guide Not Found');
  });

  test('the legal pages carry their stored text, and /contact its form', async ({
    request,
    baseURL,
  }) => {
    for (const { page, path } of LEGAL_PAGES) {
      const content = await getJson<PageContent>(request, `/api/pages/${page}`);
      const { status, html } = await rawHtml(`${baseURL}${path}`);
      expect(status).toBe(200);
      expect(html).toContain(`${escapeHtml(content.title)}</h1>`);
      expect(html).toContain('Last Updated:');
      expect(html).toContain('data-testid="prose"');
    }
    const contact = await rawHtml(`${baseURL}/contact`);
    expect(contact.status).toBe(200);
    expect(attributeValues(contact.html, 'name')).toEqual(
      expect.arrayContaining(['name', 'email', 'category', 'subject', 'message']),
    );
  });

  test('the browser hydrates each of them without asking for their data again', async ({
    page,
    request,
  }) => {
    const [review] = await getReviews(request);
    const [guide] = await getGuides(request);
    const routes = [
      '/reviews?sort=rating-high',
      `/reviews/${review.slug}`,
      '/guides',
      `/guides/${guide.slug}`,
      ...LEGAL_PAGES.map(({ path }) => path),
      '/contact',
    ];
    const problems = consoleProblems(page);
    const reads = apiReads(page, CONTENT_READS);
    for (const route of routes) {
      const before = reads.length;
      await page.goto(route);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Whatever the first render after hydration asks for has been asked by then.
      await page.waitForLoadState('networkidle');
      expect(reads.slice(before), route).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
});
