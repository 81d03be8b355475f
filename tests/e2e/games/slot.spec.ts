import { expect, test } from '../../support/test';
import { screenshot } from '../../support/site';
import { AREA, gameButton, openGames } from './gamesSupport';

// Seed 2 (?seed=2): the first spin at bet 1 wins 4 credits (money bag, lemon, lemon). The rules,
// messages, bets, stats, timings and events are proven in the component tests beside the game
// (mf-games/src/games/SlotMachine.test.tsx); here what needs a real browser: keyboard operation.

test.describe('Slot Machine', () => {
  test('is playable with the keyboard alone', async ({ page }) => {
    const panel = await openGames(page, 2);
    await gameButton(panel, 'Spin').focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status')).toHaveText('You won 4 credits!');
    await expect(gameButton(panel, 'Spin')).toBeFocused();
    await screenshot(page, AREA, 'slot-win');
    await page.keyboard.press('Shift+Tab'); // Max Bet
    await page.keyboard.press('Shift+Tab'); // +1
    await page.keyboard.press('Space');
    await expect(panel.getByTestId('slot-bet')).toHaveText('2');
  });
});
