import { expect, test } from '../../support/test';
import { headerSearch, shot } from './helpers';

test.describe('header', () => {
  // Brand, main links and the active one, the search box, its suggestions, keyboard, Escape and
  // Enter, and the text limits: shell/src/layout/Header.test.tsx. Here: what needs the real page.
  test('is sticky: it stays at the top when the page scrolls', async ({ page }) => {
    await page.goto('/reviews');
    const header = page.locator('[data-site-header]');
    await expect(header).toHaveCSS('position', 'sticky');
    await page.mouse.wheel(0, 1500);
    await expect(header).toBeInViewport();
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
  });

  test('Enter opens the results page of the real search, which matches text literally', async ({
    page,
  }) => {
    await page.goto('/');
    await headerSearch(page).fill('Sweep Coins');
    await headerSearch(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Sweep%20Coins$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Search results for “Sweep Coins”',
    );
    const guides = page.getByRole('region', { name: /Guides/ });
    await expect(
      guides.getByRole('link', { name: 'How to Redeem Sweep Coins for Cash Prizes' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Search | SweepScout');
    await shot(page, 'search-results');

    await guides.getByRole('link', { name: 'How to Redeem Sweep Coins for Cash Prizes' }).click();
    await expect(page).toHaveURL(/\/guides\/.+/);

    await page.goto('/search?q=.*');
    await expect(page.getByText('No casinos, reviews or guides match “.*”.')).toBeVisible();
  });
});
