import { expect, test, type Page } from '../../support/test';
import { COMPARE_SORTS } from '@sweepscout/shared';
import {
  expectNoSideScroll,
  expectRemote,
  openClientSide,
  PHONE,
  screenshot,
} from '../../support/site';
import { AREA, compareApi, expectRows, rowSlugs } from './catalogSupport';

const EMPTY = 'No casinos match your current filters. Try adjusting your criteria.';
const ERROR = 'Failed to load casino data. Please try again later.';

/** The filters the combined-filter test chooses (Slots, Daily Login, 4 stars), on or off. */
async function expectChosenFilters(page: Page, chosen: boolean, sort: string): Promise<void> {
  await expect(page.getByRole('checkbox', { name: 'Slots' })).toBeChecked({ checked: chosen });
  await expect(page.getByRole('checkbox', { name: 'Daily Login' })).toBeChecked({
    checked: chosen,
  });
  await expect(page.getByRole('button', { name: '4 stars and up' })).toHaveAttribute(
    'aria-pressed',
    String(chosen),
  );
  await expect(page.getByLabel('Sort by')).toHaveValue(sort);
}

test.describe('/compare', () => {
  test('shows the hero, the filters, the default sort and the first server page', async ({
    page,
    request,
  }) => {
    const api = await compareApi(request);
    await page.goto('/compare');
    await expectRemote(page, 'catalog');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compare Sweepstakes Casinos' }),
    ).toBeVisible();
    for (const label of [
      'Slots',
      'Table Games',
      'Live Dealer',
      'Progressives',
      'Free Coins',
      'First Purchase',
      'Daily Login',
      'VIP Program',
      'Credit Card',
      'PayPal',
      'Bank Transfer',
      'Crypto',
    ]) {
      await expect(page.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    for (let n = 1; n <= 5; n += 1) {
      await expect(
        page.getByRole('button', { name: `${n} star${n > 1 ? 's' : ''} and up` }),
      ).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(page.getByLabel('Sort by')).toHaveValue('rating-high');
    await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText(
      'Rating High to Low',
    );

    expect(await rowSlugs(page)).toEqual(api.items.map((c) => c.slug));
    expect(api.totalPages).toBeGreaterThan(1);
    await expect(page.getByText(`Page 1 of ${api.totalPages}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(page.locator('[data-result-count]')).toHaveText(
      `Showing 1–${api.items.length} of ${api.total} casinos`,
    );

    // Column headers and one feature badge per row.
    const table = page.getByRole('table');
    for (const header of ['Casino', 'Rating', 'Bonus', 'Games', 'Features', 'Action']) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    for (const row of await page.locator('tr[data-casino-row]').all()) {
      expect(
        await row.getByRole('list', { name: 'Features' }).getByRole('listitem').count(),
      ).toBeLessThanOrEqual(1);
    }
    await screenshot(page, AREA, 'compare-default');
  });

  test('row links go to the casino page, its review and its guide where they exist', async ({
    page,
    request,
  }) => {
    const api = await compareApi(request);
    const withBoth = api.items.find((c) => c.reviewSlug && c.guideSlug);
    const withNone = api.items.find((c) => !c.reviewSlug && !c.guideSlug);
    expect(withBoth).toBeTruthy();
    await page.goto('/compare');
    const row = page.locator(`tr[data-casino-row="${withBoth!.slug}"]`);
    await expect(row.getByRole('link', { name: withBoth!.name, exact: true })).toHaveAttribute(
      'href',
      `/casino/${withBoth!.slug}`,
    );
    await expect(row.getByRole('link', { name: `Review of ${withBoth!.name}` })).toHaveAttribute(
      'href',
      `/reviews/${withBoth!.reviewSlug}`,
    );
    await expect(row.getByRole('link', { name: `Guide to ${withBoth!.name}` })).toHaveAttribute(
      'href',
      `/guides/${withBoth!.guideSlug}`,
    );
    if (withNone) {
      const other = page.locator(`tr[data-casino-row="${withNone.slug}"]`);
      await expect(other.getByRole('link', { name: /Review of|Guide to/ })).toHaveCount(0);
    }
    const visit = row.getByRole('link', { name: `Visit ${withBoth!.name}` });
    await expect(visit).toHaveAttribute('href', `/go/${withBoth!.slug}?from=compare-table`);
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', 'sponsored noopener');
    // The row shows the compliance facts.
    await expect(row.getByText(`${withBoth!.minimumAge}+ to play`)).toBeVisible();
    if (withBoth!.restrictedStates.length) {
      await expect(
        row.getByText(`Not available in ${withBoth!.restrictedStates.join(', ')}`),
      ).toBeVisible();
    }
    await row.getByRole('link', { name: withBoth!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/casino/${withBoth!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: withBoth!.name })).toBeVisible();
  });

  // Each checkbox of the three filter groups, with the URL parameter of its group.
  const listFilters = Object.entries({
    gameTypes: ['Slots', 'Table Games', 'Live Dealer', 'Progressives'],
    bonusTypes: ['Free Coins', 'First Purchase', 'Daily Login', 'VIP Program'],
    paymentMethods: ['Credit Card', 'PayPal', 'Bank Transfer', 'Crypto'],
  }).flatMap(([param, labels]) => labels.map((label) => ({ label, param })));

  test('each checkbox filter refetches at once, shows the matching casinos and is kept in the URL', async ({
    page,
    request,
  }) => {
    await page.goto('/compare');
    await rowSlugs(page);
    for (const { label, param } of listFilters) {
      const query = `${param}=${encodeURIComponent(label)}`;
      const expected = await compareApi(request, query);
      const response = page.waitForResponse(
        (r) =>
          r.url().includes('/api/casinos/compare') &&
          new URL(r.url()).searchParams.get(param) === label,
      );
      await page.getByRole('checkbox', { name: label }).check();
      await response;
      await expect.poll(() => new URL(page.url()).searchParams.get(param)).toBe(label);
      if (expected.total === 0) {
        await expect(page.getByText(EMPTY)).toBeVisible();
      } else {
        await expectRows(
          page,
          expected.items.map((c) => c.slug),
        );
        await expect(page.locator('[data-result-count]')).toContainText(
          `of ${expected.total} casino`,
        );
      }
      await page.getByRole('checkbox', { name: label }).uncheck();
      await expect(page).toHaveURL(/\/compare$/);
    }
  });

  test('clicking star N sets the minimum rating', async ({ page, request }) => {
    await page.goto('/compare');
    await rowSlugs(page);
    for (const n of [4, 3]) {
      const expected = await compareApi(request, `minRating=${n}`);
      await page.getByRole('button', { name: `${n} stars and up` }).click();
      await expect(page.getByRole('button', { name: `${n} stars and up` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page).toHaveURL(new RegExp(`minRating=${n}`));
      await expectRows(
        page,
        expected.items.map((c) => c.slug),
      );
      const shown = await page.locator('tr[data-casino-row]').count();
      expect(shown).toBe(Math.min(expected.total, 10));
    }
    await expect(page.getByText('Rated 3 or more')).toBeVisible();
  });

  test('each sort orders the table as the API does; rating-high is the default', async ({
    page,
    request,
  }) => {
    await page.goto('/compare');
    await rowSlugs(page);
    for (const sort of COMPARE_SORTS) {
      const expected = await compareApi(request, `sort=${sort.value}`);
      await page.getByLabel('Sort by').selectOption(sort.value);
      await expectRows(
        page,
        expected.items.map((c) => c.slug),
      );
      if (sort.value === 'rating-high') await expect(page).toHaveURL(/\/compare$/);
      else await expect(page).toHaveURL(new RegExp(`sort=${sort.value}`));
    }
    const high = await compareApi(request, 'sort=rating-high');
    const ratings = high.items.map((c) => c.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  test('filters and sort combine, survive a reload and a shared link; Reset clears them all', async ({
    page,
    request,
  }) => {
    const query = 'gameTypes=Slots&bonusTypes=Daily%20Login&minRating=4&sort=games-count';
    const expected = await compareApi(request, query);
    await page.goto('/compare');
    await rowSlugs(page);
    await page.getByRole('checkbox', { name: 'Slots' }).check();
    await page.getByRole('checkbox', { name: 'Daily Login' }).check();
    await page.getByRole('button', { name: '4 stars and up' }).click();
    await page.getByLabel('Sort by').selectOption('games-count');
    await expectRows(
      page,
      expected.items.map((c) => c.slug),
    );

    await page.reload();
    await expectChosenFilters(page, true, 'games-count');
    await expectRows(
      page,
      expected.items.map((c) => c.slug),
    );
    const shared = page.url();

    const other = await page.context().newPage();
    await other.goto(shared);
    await expectRows(
      other,
      expected.items.map((c) => c.slug),
    );
    await other.close();

    const all = await compareApi(request);
    await page.getByRole('link', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expectChosenFilters(page, false, 'rating-high');
    await expectRows(
      page,
      all.items.map((c) => c.slug),
    );
  });

  test("'Apply Filters' logs the filters to the console and fetches again", async ({ page }) => {
    await page.goto('/compare?paymentMethods=PayPal');
    await rowSlugs(page);
    const logged = page.waitForEvent(
      'console',
      (m) => m.type() === 'log' && m.text().includes('Applying filters'),
    );
    const refetch = page.waitForRequest(
      (r) =>
        r.url().includes('/api/casinos/compare') &&
        new URL(r.url()).searchParams.get('paymentMethods') === 'PayPal',
    );
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    expect((await logged).text()).toContain('Applying filters');
    await refetch;
  });

  test('pagination is real: server pages, Page N of M, Previous/Next disabled at the ends, kept in the URL', async ({
    page,
    request,
  }) => {
    const first = await compareApi(request, 'page=1');
    const second = await compareApi(request, 'page=2');
    expect(first.totalPages).toBe(2);
    await page.goto('/compare');
    await expectRows(
      page,
      first.items.map((c) => c.slug),
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expectRows(
      page,
      second.items.map((c) => c.slug),
    );
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(page.locator('[data-result-count]')).toHaveText(
      `Showing 11–${first.total} of ${first.total} casinos`,
    );
    await page.reload();
    await expectRows(
      page,
      second.items.map((c) => c.slug),
    );
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expectRows(
      page,
      first.items.map((c) => c.slug),
    );

    // A filter goes back to page 1; with one page both buttons are disabled.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Crypto' }).check();
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(page.url()).not.toContain('page=');
  });

  test('a filter that matches nothing shows the empty text', async ({ page }) => {
    await page.goto('/compare');
    await rowSlugs(page);
    await page.getByRole('button', { name: '5 stars and up' }).click();
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(page.locator('[data-result-count]')).toHaveText('No casinos found');
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await screenshot(page, AREA, 'compare-empty');
  });

  test('4 skeleton rows while loading, and the error text when the API fails', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/casinos/compare**', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Internal server error"}',
      });
    });
    // The browser's own request (the first view comes from the server: foundation/ssr.spec.ts).
    await openClientSide(page, '/compare');
    await expect(page.locator('tr[data-skeleton="row"]')).toHaveCount(4);
    await screenshot(page, AREA, 'compare-loading');
    release();
    await expect(page.getByRole('alert')).toHaveText(ERROR);
    await expect(page.locator('tr[data-casino-row]')).toHaveCount(0);
    await screenshot(page, AREA, 'compare-error');

    // Once the API answers again, Apply Filters fetches and shows the table.
    await page.unroute('**/api/casinos/compare**');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.locator('tr[data-casino-row]').first()).toBeVisible();
  });

  test('bad values in a shared URL fall back to the defaults', async ({ page, request }) => {
    const all = await compareApi(request);
    await page.goto('/compare?gameTypes=Bingo&minRating=12&sort=cheapest&page=-1');
    await expectRows(
      page,
      all.items.map((c) => c.slug),
    );
    await expect(page.getByLabel('Sort by')).toHaveValue('rating-high');
  });

  test('filters, sort and table work with the keyboard and fit a 390px screen', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/compare');
    await rowSlugs(page);
    const slots = page.getByRole('checkbox', { name: 'Slots' });
    await slots.focus();
    await page.keyboard.press('Space');
    await expect(slots).toBeChecked();
    await expect(page).toHaveURL(/gameTypes=Slots/);
    const star = page.getByRole('button', { name: '2 stars and up' });
    await star.focus();
    await page.keyboard.press('Enter');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expectNoSideScroll(page);
    await screenshot(page, AREA, 'compare-390');
  });
});
