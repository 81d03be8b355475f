import { expect, test } from '../../support/test';
import { expectRemote, PHONE, screenshot, waitUntilHydrated } from '../../support/site';
import { AREA, captureEvents, expectEvent } from './gamesSupport';

test.describe('/games page and the home games promo', () => {
  // The tabs' names and panels, credits and stats kept across tab switches, the promo's links and
  // their events: mf-games/src/games/GamesPage.test.tsx, mf-games/src/promo/GamesPromo.test.tsx.
  test('tabs follow the tabs pattern from the keyboard; View Top Casinos goes home', async ({
    page,
  }) => {
    const events = await captureEvents(page);
    await page.goto('/games');
    await expectRemote(page, 'games');
    const slot = page.getByRole('tab', { name: 'Slot Machine' });
    await expect(slot).toHaveAttribute('aria-selected', 'true');
    await slot.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Blackjack' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Blackjack' })).toHaveAttribute(
      'aria-selected',
      'true',
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

  test('home promo: it hydrates in view, View All Games is counted, Try Crown Coins Casino opens its page', async ({
    page,
  }) => {
    const events = await captureEvents(page);
    await page.goto('/');
    const promo = page.locator('[data-remote="games"]');
    await expect(promo.getByRole('heading', { name: 'Play Free Casino Games' })).toBeVisible();
    await promo.scrollIntoViewIfNeeded();
    await promo.screenshot({ path: `tests/artifacts/${AREA}/promo.png` });
    // The area hydrates once in view; a link followed before that is the browser's (no event).
    await waitUntilHydrated(page, '[data-remote="games"] a[href="/games"]');
    await promo.getByRole('link', { name: 'View All Games' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole('tab', { name: 'Slot Machine' })).toBeVisible();
    await expectEvent(events, 'view_all_games_click', { label: 'View All Games' });
    await page.goBack();
    await page
      .locator('[data-remote="games"]')
      .getByRole('link', { name: 'Try Crown Coins Casino' })
      .click();
    await expect(page).toHaveURL(/\/casino\/crown-coins-casino$/);
    await expect(page.getByRole('heading', { name: 'Crown Coins Casino', level: 1 })).toBeVisible();
  });
});
