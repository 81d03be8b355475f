import { expect, test, type Locator } from '../../support/test';
import { screenshot } from '../../support/site';
import {
  AREA,
  captureEvents,
  expectEvent,
  gameButton,
  openGames,
  startTimeline,
  timelineOf,
  timeOf,
} from './gamesSupport';

// Seeds (?seed=N): each Spin click draws one pocket, even one refused for want of bets.
//  1: 29 (black), then 0 (green). 5: 19 (red), then 6 (black).
const status = (panel: Locator) => panel.getByRole('status');

test.describe('Roulette', () => {
  test('each message and bound, several bets, removal, a win and the reset', async ({ page }) => {
    const events = await captureEvents(page);
    const panel = await openGames(page, 5, 'Roulette');
    await expect(status(panel)).toHaveText('Place your bets and spin!');
    await expect(panel.getByTestId('roulette-credits')).toHaveText('100');
    await expect(panel.getByTestId('roulette-bet')).toHaveText('5');

    // Spin needs a bet (this refused spin draws 19).
    await gameButton(panel, 'Spin').click();
    await expect(status(panel)).toHaveText('Place at least one bet before spinning!');

    // Straight Up needs a number.
    await panel.getByRole('radio', { name: /Straight Up/ }).check();
    await gameButton(panel, 'Place Bet').click();
    await expect(status(panel)).toHaveText('Please select a number for Straight Up bet!');
    await panel.getByRole('button', { name: 'Number 17' }).click();
    await expect(panel.getByRole('button', { name: 'Number 17' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await gameButton(panel, 'Place Bet').click();
    await expect(status(panel)).toHaveText('Bet placed on Straight Up 17!');
    await expect(panel.getByTestId('roulette-credits')).toHaveText('95');
    await panel.getByRole('button', { name: 'Remove bet on Straight Up 17' }).click();
    await expect(status(panel)).toHaveText('Bet removed from Straight Up 17.');
    await expect(panel.getByTestId('roulette-credits')).toHaveText('100');

    // Bet amount 1 to 50 in steps of 1 and 5.
    await panel.getByRole('button', { name: 'Decrease bet amount by 5' }).click();
    await expect(panel.getByTestId('roulette-bet')).toHaveText('1');
    await expect(panel.getByRole('button', { name: 'Decrease bet amount by 1' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Decrease bet amount by 5' })).toBeDisabled();
    for (let i = 0; i < 10; i += 1)
      await panel.getByRole('button', { name: 'Increase bet amount by 5' }).click();
    await expect(panel.getByTestId('roulette-bet')).toHaveText('50');
    await expect(panel.getByRole('button', { name: 'Increase bet amount by 1' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Increase bet amount by 5' })).toBeDisabled();

    // Several bets at once, until the credits run out.
    await panel.getByRole('radio', { name: /Red/ }).check();
    await gameButton(panel, 'Place Bet').click();
    await expect(status(panel)).toHaveText('Bet placed on Red!');
    await panel.getByRole('radio', { name: /Black/ }).check();
    await gameButton(panel, 'Place Bet').click();
    await expect(status(panel)).toHaveText('Bet placed on Black!');
    await expect(panel.getByTestId('roulette-credits')).toHaveText('0');
    await expect(panel.getByTestId('roulette-total-bet')).toHaveText('100');
    await panel.getByRole('radio', { name: /Odd/ }).check();
    await gameButton(panel, 'Place Bet').click();
    await expect(status(panel)).toHaveText('Not enough credits for this bet!');

    // The ball lands on 6 (black) about 1 s after the spin; the table resets 3 s later.
    await startTimeline(page);
    await gameButton(panel, 'Spin').click();
    await expect(status(panel)).toHaveText('Wheel spinning...');
    await expect(status(panel)).toHaveText('You won 100 credits!');
    await expect(panel.getByTestId('roulette-credits')).toHaveText('100');
    await expect(panel.getByTestId('roulette-history').getByRole('listitem')).toHaveText(['6']);
    await expect(panel.getByText('Black: 50 credits — won')).toBeVisible();
    await expect(page.getByTestId('total-winnings')).toHaveText('Total Winnings: 100');
    await screenshot(page, AREA, 'roulette-win');
    await expect(status(panel)).toHaveText('Place your bets and spin!', { timeout: 8000 });
    await expect(panel.getByTestId('roulette-bets')).toHaveCount(0);
    const line = await timelineOf(page, 'roulette-status');
    const spinAt = timeOf(line, 'Wheel spinning...');
    const resultAt = timeOf(line, 'You won 100 credits!');
    const resetAt = timeOf(line, 'Place your bets and spin!', resultAt);
    expect(resultAt - spinAt).toBeGreaterThanOrEqual(950);
    expect(resetAt - resultAt).toBeGreaterThanOrEqual(2950);

    await gameButton(panel, 'Add Credits').click();
    await expect(panel.getByTestId('roulette-credits')).toHaveText('200');
    await expectEvent(events, 'play_game_demo', { label: 'Roulette', value: 100 });
    await expectEvent(events, 'game_demo_win', { label: 'Roulette', value: 100 });
  });

  test('a loss names the pocket; history shows the newest first; 0 is neither red nor black', async ({
    page,
  }) => {
    const panel = await openGames(page, 1, 'Roulette');
    await gameButton(panel, 'Place Bet').click();
    await expect(status(panel)).toHaveText('Bet placed on Red!');
    await gameButton(panel, 'Spin').click();
    await expect(status(panel)).toHaveText('Ball landed on 29. Better luck next time!');
    await expect(panel.getByTestId('roulette-credits')).toHaveText('95');
    await expect(status(panel)).toHaveText('Place your bets and spin!', { timeout: 8000 });
    await panel.getByRole('radio', { name: /Black/ }).check();
    await gameButton(panel, 'Place Bet').click();
    await gameButton(panel, 'Spin').click();
    await expect(status(panel)).toHaveText('Ball landed on 0. Better luck next time!');
    await expect(panel.getByTestId('roulette-history').getByRole('listitem')).toHaveText([
      '0',
      '29',
    ]);
    await expect(
      panel.getByTestId('roulette-history').getByRole('listitem').first(),
    ).toHaveAttribute('aria-label', '0 green');
    await expect(panel.getByTestId('roulette-spins')).toHaveText('2');
    await expect(page.getByTestId('total-winnings')).toHaveCount(0);
  });

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
    await expect(status(panel)).toHaveText('Bet placed on Red!');
    await page.keyboard.press('Tab'); // Spin
    await page.keyboard.press('Enter');
    await expect(status(panel)).toHaveText('You won 10 credits!');
  });
});
