import { expect, test } from '../../support/test';
import { screenshot } from '../../support/site';
import { AREA } from './catalogSupport';

// The coin calculator as a plain GET form, and the daily tracker's checklist, which only a
// browser with script can prove (the figures themselves are tested in the API and unit tests).

test.describe('coin package calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is answered by the server with each casino’s SC and cost per SC', async ({
    page,
  }) => {
    // Without script the app never marks the page ready: wait for the server's HTML only.
    await page.goto('/tools/coin-value', { waitUntil: 'commit' });
    await expect(page.getByText(/Pick up to 6 casinos/)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Crown Coins Casino' }).check();
    await page.getByRole('checkbox', { name: 'Neon Mirage Casino' }).check();
    await page.getByLabel('Amount to spend (US dollars)').fill('20');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(
      /[?&]spend=20&casinos=neon-mirage-casino&casinos=crown-coins-casino&more=$/,
    );
    const crown = page.locator('[data-result="crown-coins-casino"]');
    await expect(crown).toContainText('30 SC and 300,000 GC');
    await expect(crown).toContainText('$0.666 per SC');
    await expect(page.locator('[data-result="neon-mirage-casino"]')).toContainText('40 SC');
    await expect(page.getByRole('checkbox', { name: 'Crown Coins Casino' })).toBeChecked();
    await screenshot(page, AREA, 'coin-value');
  });
});

test('the calculator updates its shareable URL without a reload; a bad link is explained', async ({
  page,
}) => {
  await page.goto('/tools/coin-value?casinos=starlight-spins&spend=30');
  // Starlight: the $9.99 first-purchase offer (25 SC) and two $9.99 packages (10 SC each).
  await expect(page.locator('[data-result="starlight-spins"]')).toContainText('45 SC');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('checkbox', { name: 'Frontier Fortune' }).check();
  await page.getByLabel('Amount to spend (US dollars)').fill('10');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/casinos=starlight-spins,frontier-fortune&spend=10$/);
  await expect(page.locator('[data-result="frontier-fortune"]')).toContainText('20 SC');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // A casino typed by its name (in any case) is found.
  await page.getByLabel('Other casinos').fill('crown coins casino');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/more=crown%20coins%20casino&spend=10$/);
  await expect(page.locator('[data-result="crown-coins-casino"]')).toContainText('SC');

  await page.goto('/tools/coin-value?casinos=starlight-spins&spend=600');
  await expect(page.getByRole('alert')).toContainText('Amount to spend must be at most $500');
});

test('daily tracker: countdowns once the app runs, and a ticked box survives a reload', async ({
  page,
}) => {
  await page.goto('/daily-bonuses');
  await expect(page.getByText(/The countdowns and the checklist need JavaScript/)).toBeVisible();
  const crown = page.locator('[data-daily-row="crown-coins-casino"]');
  await expect(crown).toContainText('00:00 America/New_York');
  await expect(crown.locator('[data-countdown]')).toHaveText(/^\d+ h \d\d min \d\d s$/);
  const box = page.getByRole('checkbox', { name: 'Claimed at Crown Coins Casino' });
  await box.check();
  await expect(page.locator('[data-month-total]')).toHaveText('1 SC');

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Claimed at Crown Coins Casino' })).toBeChecked();
  await expect(page.locator('[data-month-total]')).toHaveText('1 SC');
  await screenshot(page, AREA, 'daily-bonuses');

  // The list is paged (50 a page): past the last page, a link back to the first; the tick counts.
  await page.goto('/daily-bonuses?page=2');
  await expect(page.getByText('There are no casinos on this page.')).toBeVisible();
  await expect(page.locator('[data-month-total]')).toHaveText('1 SC');
  await page.getByRole('link', { name: 'First page' }).click();
  await expect(page.locator('[data-daily-row="crown-coins-casino"]')).toBeVisible();
});
