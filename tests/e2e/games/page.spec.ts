import { expect, test } from '../../support/test';
import { expectRemote, PHONE, screenshot, waitUntilHydrated } from '../../support/site';
import { AREA, captureEvents, expectEvent, gameButton } from './gamesSupport';

test.describe('/games page and the home games promo', () => {
  test('tabs follow the tabs pattern; View Top Casinos goes home', async ({ page }) => {
    const events = await captureEvents(page);
    await page.goto('/games');
    await expectRemote(page, 'games');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Slot Machine', 'Blackjack', 'Roulette']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Blackjack' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Blackjack' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      'games-tab-blackjack',
    );
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Roulette' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Slot Machine' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screenshot(page, AREA, 'games-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, AREA, 'games-390');
    await page.getByRole('link', { name: 'View Top Casinos' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectEvent(events, 'play_full_game_from_demo', { label: 'View Top Casinos' });
  });

  test('credits and stats survive switching tabs', async ({ page }) => {
    await page.goto('/games?seed=2');
    await gameButton(page.getByRole('tabpanel'), 'Spin').click();
    await expect(page.getByTestId('slot-status')).toHaveText('You won 4 credits!');
    await page.getByRole('tab', { name: 'Roulette' }).click();
    await page.getByRole('tab', { name: 'Slot Machine' }).click();
    await expect(page.getByTestId('slot-credits')).toHaveText('103');
    await expect(page.getByTestId('total-winnings')).toHaveText('Total Winnings: 4');
  });

  test('home promo links: View All Games, Play Free Casino Games Now, Try Crown Coins Casino', async ({
    page,
  }) => {
    const events = await captureEvents(page);
    await page.goto('/');
    const promo = page.locator('[data-remote="games"]');
    await expect(promo.getByRole('heading', { name: 'Play Free Casino Games' })).toBeVisible();
    await expect(promo.getByRole('link', { name: 'View All Games' })).toHaveAttribute(
      'href',
      '/games',
    );
    await expect(promo.getByRole('link', { name: 'Play Free Casino Games Now' })).toHaveAttribute(
      'href',
      '/games',
    );
    await expect(promo.getByRole('link', { name: 'Try Crown Coins Casino' })).toHaveAttribute(
      'href',
      '/casino/crown-coins-casino',
    );
    await promo.scrollIntoViewIfNeeded();
    await promo.screenshot({ path: `tests/artifacts/${AREA}/promo.png` });
    // The area hydrates once in view; a link followed before that is the browser's (no event).
    await waitUntilHydrated(page, '[data-remote="games"] a[href="/games"]');
    await promo.getByRole('link', { name: 'View All Games' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expectEvent(events, 'view_all_games_click', { label: 'View All Games' });
    await page.goBack();
    await page
      .locator('[data-remote="games"]')
      .getByRole('link', { name: 'Play Free Casino Games Now' })
      .click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole('tab', { name: 'Slot Machine' })).toBeVisible();
    await page.goBack();
    await page
      .locator('[data-remote="games"]')
      .getByRole('link', { name: 'Try Crown Coins Casino' })
      .click();
    await expect(page).toHaveURL(/\/casino\/crown-coins-casino$/);
    await expect(page.getByRole('heading', { name: 'Crown Coins Casino', level: 1 })).toBeVisible();
  });
});
