import { expect, test } from '../../support/test';
import { screenshot } from '../../support/site';
import { AREA, gameButton, openGames } from './gamesSupport';

// Seed 11 (?seed=11): the first hand at bet 10 stands on 19 against the dealer's 18 and wins. The
// rules, messages, bets, stats, timings and events are proven in the component tests beside the
// game (mf-games/src/games/Blackjack.test.tsx); here what needs a real browser: keyboard operation.

test.describe('Blackjack', () => {
  test('is playable with the keyboard alone', async ({ page }) => {
    const panel = await openGames(page, 11, 'Blackjack');
    await gameButton(panel, 'Deal').focus();
    await page.keyboard.press('Enter');
    await expect(gameButton(panel, 'Hit')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(gameButton(panel, 'Stand')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status')).toHaveText('You win 20 credits!', { timeout: 8000 });
    await expect(gameButton(panel, 'New Hand')).toBeFocused();
    await screenshot(page, AREA, 'blackjack-win');
    await page.keyboard.press('Enter');
    await expect(gameButton(panel, 'Deal')).toBeFocused();
  });
});
