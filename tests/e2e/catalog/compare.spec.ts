import { expect, test, type Page } from '../../support/test';
import { expectNoSideScroll, expectRemote, PHONE, screenshot } from '../../support/site';
import { AREA, compareApi, expectRows, rowSlugs } from './catalogSupport';

/** The filters and sort the combined-filter test chooses (Slots, Daily Login, 4 stars). */
async function expectChosenFilters(page: Page, sort: string): Promise<void> {
  await expect(page.getByRole('checkbox', { name: 'Slots' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Daily Login' })).toBeChecked();
  await expect(page.getByRole('button', { name: '4 stars and up' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Sort by')).toHaveValue(sort);
}

test.describe('/compare', () => {
  // The controls' defaults, the headers and the badges: ComparePage.test.tsx.
  test('the server renders the first and, from a shared link, the second page of the seeded casinos', async ({
    page,
    request,
  }) => {
    const api = await compareApi(request);
    await page.goto('/compare');
    await expectRemote(page, 'catalog');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compare Sweepstakes Casinos' }),
    ).toBeVisible();
    expect(await rowSlugs(page)).toEqual(api.items.map((c) => c.slug));
    expect(api.totalPages).toBe(2);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.locator('[data-result-count]')).toHaveText(
      `Showing 1–${api.items.length} of ${api.total} casinos`,
    );
    await screenshot(page, AREA, 'compare-default');

    const second = await compareApi(request, 'page=2');
    await page.goto('/compare?page=2');
    await expectRows(
      page,
      second.items.map((c) => c.slug),
    );
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.locator('[data-result-count]')).toHaveText(
      `Showing 11–${api.total} of ${api.total} casinos`,
    );
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

  // What each sort puts in the URL and the API query: ComparePage.test.tsx; here one sort over
  // the seeded data, in the real API's order.
  test('a sort orders the table as the API does over the seeded data; rating-high orders by rating', async ({
    page,
    request,
  }) => {
    await page.goto('/compare');
    await rowSlugs(page);
    const expected = await compareApi(request, 'sort=rating-low');
    await page.getByLabel('Sort by').selectOption('rating-low');
    await expectRows(
      page,
      expected.items.map((c) => c.slug),
    );
    await expect(page).toHaveURL(/sort=rating-low/);
    const high = await compareApi(request, 'sort=rating-high');
    const ratings = high.items.map((c) => c.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  // Combining them in the URL and the API query, and Reset: ComparePage.test.tsx.
  test('filters and sort combine, survive a reload and a shared link', async ({
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
    await expectChosenFilters(page, 'games-count');
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
