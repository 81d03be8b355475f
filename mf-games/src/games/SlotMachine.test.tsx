import { fireEvent, within, screen } from '@testing-library/react';
import * as game from './gamePanelHarness';

// Seeds (?seed=N): 1 loses the first spin at bet 1, 2 wins 4 credits on it (money bag, lemon,
// lemon), 3 loses then wins 2, 17 loses ten max-bet spins in a row.

game.setUp();

/** Spin and let the reels run out (10 changes 100 ms apart, the result 100 ms later). */
function spinToResult(panel: HTMLElement) {
  game.click(panel, 'Spin');
  game.wait(1100);
}

describe('Slot Machine', () => {
  it('is the default tab and starts ready to play', () => {
    const panel = game.open(1);
    expect(screen.getByRole('tab', { name: 'Slot Machine' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(game.status(panel)).toBe('Place your bet and spin!');
    expect(game.text(panel, 'slot-credits')).toBe('100');
    expect(game.text(panel, 'slot-bet')).toBe('1');
    expect(screen.queryByTestId('total-winnings')).toBeNull();
  });

  it('a winning spin: 10 reel changes 100 ms apart, then the win, credits, stats and Total Winnings', () => {
    const panel = game.open(2);
    const reels = within(panel).getByTestId('slot-reels');
    const statusLine = within(panel).getByRole('status');
    game.click(panel, 'Spin');
    expect(game.status(panel)).toBe('Spinning...');
    expect(reels.getAttribute('aria-label')).toBe('Reels spinning');

    // Each step: nothing changes for 99 ms, then the reels change at the 100th.
    for (let step = 1; step <= 10; step += 1) {
      const before = reels.getAttribute('data-reels');
      game.wait(99);
      expect(reels.getAttribute('data-reels')).toBe(before);
      game.wait(1);
      expect(reels.getAttribute('data-reels')).not.toBe(before);
      expect(statusLine.textContent).toBe('Spinning...');
    }
    game.wait(99);
    expect(statusLine.textContent).toBe('Spinning...');
    game.wait(1);
    expect(game.status(panel)).toBe('You won 4 credits!');
    expect(reels.getAttribute('data-reels')).toBe('moneyBag,lemon,lemon');
    expect(reels.getAttribute('aria-label')).toBe('Reels: Money Bag, Lemon, Lemon');
    // Drawn as images (SVG), not emoji: the same on a machine without an emoji font.
    expect(
      Array.from(reels.querySelectorAll('svg'), (svg) => svg.getAttribute('data-symbol')),
    ).toEqual(['moneyBag', 'lemon', 'lemon']);
    expect(reels.textContent?.trim()).toBe('');
    expect(game.text(panel, 'slot-credits')).toBe('103');
    expect(game.text(panel, 'slot-spins')).toBe('1');
    expect(game.text(panel, 'slot-win-rate')).toBe('100%');
    expect(screen.getByTestId('total-winnings').textContent).toBe('Total Winnings: 4');
    expect(game.events()).toEqual([
      { name: 'play_game_demo', category: 'games', label: 'Slot Machine', value: 1 },
      { name: 'game_demo_win', category: 'games', label: 'Slot Machine', value: 4 },
    ]);
  });

  it('a losing spin says Try again! and keeps the win rate at 0%', () => {
    const panel = game.open(1);
    spinToResult(panel);
    expect(game.status(panel)).toBe('Try again!');
    expect(game.text(panel, 'slot-credits')).toBe('99');
    expect(game.text(panel, 'slot-win-rate')).toBe('0%');
    expect(screen.queryByTestId('total-winnings')).toBeNull();
    expect(game.events()).toEqual([
      { name: 'play_game_demo', category: 'games', label: 'Slot Machine', value: 1 },
    ]);
  });

  it('bet bounds: 1 to 10 and Max Bet', () => {
    const panel = game.open(1);
    const down = game.button(panel, 'Decrease bet by 1');
    const up = game.button(panel, 'Increase bet by 1');
    expect(down.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(down);
    expect(game.text(panel, 'slot-bet')).toBe('1');
    for (let i = 0; i < 9; i += 1) fireEvent.click(up);
    expect(game.text(panel, 'slot-bet')).toBe('10');
    expect(up.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(up);
    expect(game.text(panel, 'slot-bet')).toBe('10');
    fireEvent.click(down);
    expect(game.text(panel, 'slot-bet')).toBe('9');
    expect(up.getAttribute('aria-disabled')).toBeNull();
    game.click(panel, 'Max Bet');
    expect(game.text(panel, 'slot-bet')).toBe('10');
    expect(game.button(panel, 'Max Bet').getAttribute('aria-disabled')).toBe('true');
  });

  it('Not enough credits! once the credits run out, and Add Credits gives +50', () => {
    const panel = game.open(17);
    game.click(panel, 'Max Bet');
    expect(game.text(panel, 'slot-bet')).toBe('10');
    for (let spin = 1; spin <= 10; spin += 1) {
      spinToResult(panel);
      expect(game.text(panel, 'slot-spins')).toBe(String(spin));
      expect(game.status(panel)).toBe('Try again!');
    }
    expect(game.text(panel, 'slot-credits')).toBe('0');
    game.click(panel, 'Spin');
    expect(game.status(panel)).toBe('Not enough credits!');
    game.wait(2000);
    expect(game.text(panel, 'slot-spins')).toBe('10');
    game.click(panel, 'Add Credits');
    expect(game.text(panel, 'slot-credits')).toBe('50');
    game.click(panel, 'Spin');
    expect(game.status(panel)).toBe('Spinning...');
    expect(game.text(panel, 'slot-credits')).toBe('40');
  });

  it('Auto Play spins again 1.5 s after a spin finished, until stopped', () => {
    const panel = game.open(3);
    game.click(panel, 'Auto Play');
    expect(game.button(panel, 'Stop Auto Play').getAttribute('aria-pressed')).toBe('true');
    expect(game.status(panel)).toBe('Spinning...');
    game.wait(1100);
    expect(game.status(panel)).toBe('Try again!');
    game.wait(1499);
    expect(game.status(panel)).toBe('Try again!');
    expect(game.text(panel, 'slot-spins')).toBe('1');
    game.wait(1);
    expect(game.status(panel)).toBe('Spinning...');
    game.wait(1100);
    expect(game.status(panel)).toBe('You won 2 credits!');
    expect(game.text(panel, 'slot-spins')).toBe('2');

    game.click(panel, 'Stop Auto Play');
    expect(game.button(panel, 'Auto Play').getAttribute('aria-pressed')).toBe('false');
    game.wait(5000);
    expect(game.status(panel)).toBe('You won 2 credits!');
    expect(game.text(panel, 'slot-spins')).toBe('2');
  });
});
