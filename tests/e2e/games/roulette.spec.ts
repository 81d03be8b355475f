import { expect, test } from '../../support/test';
import { screenshot } from '../../support/site';
import { AREA, gameButton, openGames } from './gamesSupport';

// Seed 5 (?seed=5): the first Spin click draws 19 (red). The rules, messages, bets, history,
// timings and events are proven in the component tests beside the game
// (mf-games/src/games/Roulette.test.tsx); here what needs a real browser: keyboard operation.

test.describe('Roulette', () => {
  test('is playable with the keyboard alone', async ({ page }) => {
    const panel = await openGames(page, 5, 'Roulette');
    const red = panel.getByRole('radio', { name: /Red/ });
    await red.focus();
    await page.keyboard.press('ArrowRight'); // Black
    await expect(panel.getByRole('radio', { name: /Black/ })).toBeChecked();
    await page.keyboard.press('ArrowLeft'); // back to Red
    await expect(red).toBeChecked();
    await gameButton(panel, 'Place Bet').focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status')).toHaveText('Bet placed on Red!');
    await page.keyboard.press('Tab'); // Spin
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status')).toHaveText('You won 10 credits!');
    await screenshot(page, AREA, 'roulette-win');
  });
});
