import { fireEvent, within, screen } from '@testing-library/react';
import * as game from './gamePanelHarness';

// Seeds (?seed=N): each Spin click draws one pocket, even one refused for want of bets.
//  1: 29 (black), then 0 (green). 5: 19 (red), then 6 (black).

game.setUp();

const betKind = (panel: HTMLElement, name: RegExp) =>
  fireEvent.click(within(panel).getByLabelText(name, { selector: 'input[type=radio]' }));
const history = (panel: HTMLElement) =>
  within(within(panel).getByTestId('roulette-history')).getAllByRole('listitem');

describe('Roulette', () => {
  it('each message and bound, several bets, removal, a win and the reset', () => {
    const panel = game.open(5, 'Roulette');
    expect(game.status(panel)).toBe('Place your bets and spin!');
    expect(game.text(panel, 'roulette-credits')).toBe('100');
    expect(game.text(panel, 'roulette-bet')).toBe('5');

    // Spin needs a bet (this refused spin draws 19).
    game.click(panel, 'Spin');
    expect(game.status(panel)).toBe('Place at least one bet before spinning!');

    // Straight Up needs a number.
    betKind(panel, /Straight Up/);
    game.click(panel, 'Place Bet');
    expect(game.status(panel)).toBe('Please select a number for Straight Up bet!');
    game.click(panel, 'Number 17');
    expect(game.button(panel, 'Number 17').getAttribute('aria-pressed')).toBe('true');
    game.click(panel, 'Place Bet');
    expect(game.status(panel)).toBe('Bet placed on Straight Up 17!');
    expect(game.text(panel, 'roulette-credits')).toBe('95');
    game.click(panel, 'Remove bet on Straight Up 17');
    expect(game.status(panel)).toBe('Bet removed from Straight Up 17.');
    expect(game.text(panel, 'roulette-credits')).toBe('100');

    // Bet amount 1 to 50 in steps of 1 and 5.
    game.click(panel, 'Decrease bet amount by 5');
    expect(game.text(panel, 'roulette-bet')).toBe('1');
    expect(game.button(panel, 'Decrease bet amount by 1').getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(game.button(panel, 'Decrease bet amount by 5').getAttribute('aria-disabled')).toBe(
      'true',
    );
    game.click(panel, 'Decrease bet amount by 1');
    expect(game.text(panel, 'roulette-bet')).toBe('1');
    const up5 = game.button(panel, 'Increase bet amount by 5');
    for (let i = 0; i < 10; i += 1) fireEvent.click(up5);
    expect(game.text(panel, 'roulette-bet')).toBe('50');
    expect(game.button(panel, 'Increase bet amount by 1').getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(up5.getAttribute('aria-disabled')).toBe('true');

    // Several bets at once, until the credits run out.
    betKind(panel, /Red/);
    game.click(panel, 'Place Bet');
    expect(game.status(panel)).toBe('Bet placed on Red!');
    betKind(panel, /Black/);
    game.click(panel, 'Place Bet');
    expect(game.status(panel)).toBe('Bet placed on Black!');
    expect(game.text(panel, 'roulette-credits')).toBe('0');
    expect(game.text(panel, 'roulette-total-bet')).toBe('100');
    betKind(panel, /Odd/);
    game.click(panel, 'Place Bet');
    expect(game.status(panel)).toBe('Not enough credits for this bet!');
    expect(game.text(panel, 'roulette-total-bet')).toBe('100');

    // The ball lands on 6 (black) 1 s after the spin; the table resets 3 s later.
    game.click(panel, 'Spin');
    expect(game.status(panel)).toBe('Wheel spinning...');
    game.wait(999);
    expect(game.status(panel)).toBe('Wheel spinning...');
    game.wait(1);
    expect(game.status(panel)).toBe('You won 100 credits!');
    expect(game.text(panel, 'roulette-credits')).toBe('100');
    expect(history(panel).map((chip) => chip.textContent)).toEqual(['6']);
    expect(within(panel).getByText('Black: 50 credits — won')).toBeTruthy();
    expect(screen.getByTestId('total-winnings').textContent).toBe('Total Winnings: 100');
    game.wait(2999);
    expect(game.status(panel)).toBe('You won 100 credits!');
    game.wait(1);
    expect(game.status(panel)).toBe('Place your bets and spin!');
    expect(within(panel).queryByTestId('roulette-bets')).toBeNull();

    game.click(panel, 'Add Credits');
    expect(game.text(panel, 'roulette-credits')).toBe('200');
    expect(game.events()).toEqual([
      { name: 'play_game_demo', category: 'games', label: 'Roulette', value: 100 },
      { name: 'game_demo_win', category: 'games', label: 'Roulette', value: 100 },
    ]);
  });

  it('a loss names the pocket; history shows the newest first; 0 is neither red nor black', () => {
    const panel = game.open(1, 'Roulette');
    game.click(panel, 'Place Bet');
    expect(game.status(panel)).toBe('Bet placed on Red!');
    game.click(panel, 'Spin');
    game.wait(1000);
    expect(game.status(panel)).toBe('Ball landed on 29. Better luck next time!');
    expect(game.text(panel, 'roulette-credits')).toBe('95');
    game.wait(3000);
    expect(game.status(panel)).toBe('Place your bets and spin!');
    betKind(panel, /Black/);
    game.click(panel, 'Place Bet');
    game.click(panel, 'Spin');
    game.wait(1000);
    expect(game.status(panel)).toBe('Ball landed on 0. Better luck next time!');
    expect(history(panel).map((chip) => chip.textContent)).toEqual(['0', '29']);
    expect(history(panel)[0].getAttribute('aria-label')).toBe('0 green');
    expect(game.text(panel, 'roulette-spins')).toBe('2');
    expect(screen.queryByTestId('total-winnings')).toBeNull();
    expect(game.events()).toEqual([
      { name: 'play_game_demo', category: 'games', label: 'Roulette', value: 5 },
      { name: 'play_game_demo', category: 'games', label: 'Roulette', value: 5 },
    ]);
  });
});
