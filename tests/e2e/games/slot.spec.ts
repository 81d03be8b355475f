import { expect, test } from '../../support/test';
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

// Seeds (the engines' seeded source, ?seed=N): 1 loses the first spin at bet 1, 2 wins 4 credits
// on it (money bag, lemon, lemon), 3 loses then wins 2, 17 loses ten max-bet spins in a row.

test.describe('Slot Machine', () => {
  test('is the default tab and starts ready to play', async ({ page }) => {
    const panel = await openGames(page, 1);
    await expect(page.getByRole('tab', { name: 'Slot Machine' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByRole('status')).toHaveText('Place your bet and spin!');
    await expect(panel.getByTestId('slot-credits')).toHaveText('100');
    await expect(panel.getByTestId('slot-bet')).toHaveText('1');
    await expect(page.getByTestId('total-winnings')).toHaveCount(0);
  });

  test('a winning spin: 10 reel changes 100 ms apart, then the win, credits, stats and Total Winnings', async ({
    page,
  }) => {
    const events = await captureEvents(page);
    const panel = await openGames(page, 2);
    const reels = panel.getByTestId('slot-reels');
    await startTimeline(page);
    await gameButton(panel, 'Spin').click();
    // 'Spinning...' lasts about a second: polling for it lost the race on a loaded CI machine, so
    // the page's own timeline proves it (timeOf below throws when it never showed).
    await expect(panel.getByRole('status')).toHaveText('You won 4 credits!');
    await expect(reels).toHaveAttribute('data-reels', 'moneyBag,lemon,lemon');
    await expect(reels).toHaveAttribute('aria-label', 'Reels: Money Bag, Lemon, Lemon');
    // Drawn as images (SVG), not emoji: the same on a machine without an emoji font.
    expect(
      await reels
        .locator('svg')
        .evaluateAll((svgs) => svgs.map((s) => s.getAttribute('data-symbol'))),
    ).toEqual(['moneyBag', 'lemon', 'lemon']);
    expect((await reels.textContent())?.trim()).toBe('');
    await expect(panel.getByTestId('slot-credits')).toHaveText('103');
    await expect(panel.getByTestId('slot-spins')).toHaveText('1');
    await expect(panel.getByTestId('slot-win-rate')).toHaveText('100%');
    await expect(page.getByTestId('total-winnings')).toHaveText('Total Winnings: 4');

    const status = await timelineOf(page, 'slot-status');
    const spinAt = timeOf(status, 'Spinning...');
    const resultAt = timeOf(status, 'You won 4 credits!');
    const changes = (await timelineOf(page, 'slot-reels')).filter(
      (e) => e.t > spinAt && e.t < resultAt,
    );
    // Up to 10 changes (two equal frames in a row are no visible change), 100 ms apart.
    expect(changes.length).toBeGreaterThanOrEqual(8);
    expect(changes.length).toBeLessThanOrEqual(10);
    expect(resultAt - spinAt).toBeGreaterThanOrEqual(1050);
    expect(resultAt - spinAt).toBeLessThan(4000); // generous: CI machines are shared
    const span = changes[changes.length - 1].t - changes[0].t;
    expect(span / (changes.length - 1)).toBeGreaterThanOrEqual(80); // 100 ms steps, minus timer jitter

    await expectEvent(events, 'play_game_demo', { label: 'Slot Machine', value: 1 });
    await expectEvent(events, 'game_demo_win', { label: 'Slot Machine', value: 4 });
    await screenshot(page, AREA, 'slot-win');
  });

  test('a losing spin says Try again! and keeps the win rate at 0%', async ({ page }) => {
    const panel = await openGames(page, 1);
    await gameButton(panel, 'Spin').click();
    await expect(panel.getByRole('status')).toHaveText('Try again!');
    await expect(panel.getByTestId('slot-credits')).toHaveText('99');
    await expect(panel.getByTestId('slot-win-rate')).toHaveText('0%');
    await expect(page.getByTestId('total-winnings')).toHaveCount(0);
  });

  test('bet bounds: 1 to 10 and Max Bet', async ({ page }) => {
    const panel = await openGames(page, 1);
    const down = panel.getByRole('button', { name: 'Decrease bet by 1' });
    const up = panel.getByRole('button', { name: 'Increase bet by 1' });
    await expect(down).toBeDisabled();
    for (let i = 0; i < 9; i += 1) await up.click();
    await expect(panel.getByTestId('slot-bet')).toHaveText('10');
    await expect(up).toBeDisabled();
    await down.click();
    await expect(panel.getByTestId('slot-bet')).toHaveText('9');
    await panel.getByRole('button', { name: 'Max Bet' }).click();
    await expect(panel.getByTestId('slot-bet')).toHaveText('10');
    await expect(panel.getByRole('button', { name: 'Max Bet' })).toBeDisabled();
  });

  test('Not enough credits! once the credits run out, and Add Credits gives +50', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const panel = await openGames(page, 17);
    await panel.getByRole('button', { name: 'Max Bet' }).click();
    await expect(panel.getByTestId('slot-bet')).toHaveText('10');
    for (let spin = 1; spin <= 10; spin += 1) {
      await gameButton(panel, 'Spin').click();
      await expect(panel.getByTestId('slot-spins')).toHaveText(String(spin));
      await expect(panel.getByRole('status')).toHaveText('Try again!');
    }
    await expect(panel.getByTestId('slot-credits')).toHaveText('0');
    await gameButton(panel, 'Spin').click();
    await expect(panel.getByRole('status')).toHaveText('Not enough credits!');
    await expect(panel.getByTestId('slot-spins')).toHaveText('10');
    await panel.getByRole('button', { name: 'Add Credits' }).click();
    await expect(panel.getByTestId('slot-credits')).toHaveText('50');
    await gameButton(panel, 'Spin').click();
    await expect(panel.getByRole('status')).toHaveText('Spinning...');
    await expect(panel.getByTestId('slot-credits')).toHaveText('40');
  });

  test('Auto Play spins again 1.5 s after a spin finished, until stopped', async ({ page }) => {
    const panel = await openGames(page, 3);
    await startTimeline(page);
    await panel.getByRole('button', { name: 'Auto Play' }).click();
    await expect(panel.getByRole('button', { name: 'Stop Auto Play' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(panel.getByRole('status')).toHaveText('You won 2 credits!', { timeout: 8000 });
    await expect(panel.getByTestId('slot-spins')).toHaveText('2');
    const status = await timelineOf(page, 'slot-status');
    const firstResult = timeOf(status, 'Try again!');
    const secondSpin = timeOf(status, 'Spinning...', firstResult);
    expect(secondSpin - firstResult).toBeGreaterThanOrEqual(1450);
    expect(secondSpin - firstResult).toBeLessThan(2200);
    await panel.getByRole('button', { name: 'Stop Auto Play' }).click();
    await expect(panel.getByRole('button', { name: 'Auto Play' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(panel.getByRole('status')).not.toHaveText('Spinning...');
    const spins = await panel.getByTestId('slot-spins').textContent();
    await page.waitForTimeout(2500);
    await expect(panel.getByTestId('slot-spins')).toHaveText(spins ?? '');
  });

  test('is playable with the keyboard alone', async ({ page }) => {
    const panel = await openGames(page, 2);
    await gameButton(panel, 'Spin').focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status')).toHaveText('You won 4 credits!');
    await expect(gameButton(panel, 'Spin')).toBeFocused();
    await page.keyboard.press('Shift+Tab'); // Max Bet
    await page.keyboard.press('Shift+Tab'); // +1
    await page.keyboard.press('Space');
    await expect(panel.getByTestId('slot-bet')).toHaveText('2');
  });
});
