import { expect, test } from '../../support/test';
import { MAIN_LINKS } from '../../support/site';
import { headerSearch, shot } from './helpers';

test.describe('header', () => {
  test('is sticky, has the brand, the six main links with the active one highlighted, and the search box', async ({
    page,
  }) => {
    await page.goto('/reviews');
    const header = page.locator('[data-site-header]');
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(header.getByRole('link', { name: 'SweepScout home' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(MAIN_LINKS);
    await expect(nav.getByRole('link', { name: 'Reviews' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(headerSearch(page)).toHaveAttribute('placeholder', 'Search casinos...');

    await nav.getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(nav.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');

    await page.mouse.wheel(0, 1500);
    await expect(header).toBeInViewport();
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
  });

  test('search suggests casinos, reviews and guides, navigable by keyboard', async ({ page }) => {
    await page.goto('/compare');
    const input = headerSearch(page);
    await input.focus();
    await page.keyboard.type('crown');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(
      listbox.getByRole('option', { name: 'Crown Coins Casino', exact: true }),
    ).toBeVisible();
    await expect(listbox.getByRole('option', { name: /Crown Coins Casino Review/ })).toBeVisible();
    await expect(listbox.getByRole('option').last()).toHaveText('See all results for “crown”');
    await shot(page, 'search-suggestions');

    await page.keyboard.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    await page.keyboard.press('ArrowDown');
    await expect(listbox.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/casino\/crown-coins-casino$/);
    await expect(input).toHaveValue('');

    // Escape closes the list, a second Escape clears the text.
    await input.focus();
    await page.keyboard.type('sweep coins');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(input).toHaveValue('');
  });

  test('Enter opens the results page and logs the submitted text to the console', async ({
    page,
  }) => {
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'log') logs.push(message.text());
    });
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
    expect(logs.some((line) => line.includes('Sweep Coins'))).toBe(true);
    await expect(page).toHaveTitle('Search | SweepScout');
    await shot(page, 'search-results');

    await guides.getByRole('link', { name: 'How to Redeem Sweep Coins for Cash Prizes' }).click();
    await expect(page).toHaveURL(/\/guides\/.+/);
  });

  test('search text is matched literally and stays within limits', async ({ page }) => {
    await page.goto('/search?q=.*');
    await expect(page.getByText('No casinos, reviews or guides match “.*”.')).toBeVisible();
    await page.goto('/search?q=a');
    await expect(page.getByText('Search text must be at least 2 characters')).toBeVisible();
    await expect(headerSearch(page)).toHaveAttribute('maxlength', '80');
  });
});
