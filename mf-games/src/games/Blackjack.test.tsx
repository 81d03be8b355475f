import { cleanup, fireEvent, within, screen } from '@testing-library/react';
import * as game from './gamePanelHarness';

// Seeds (?seed=N) and their first hand at bet 10:
//  1: Q♥ J♥ vs 6♣ J♠ — Stand: the dealer draws 5♣ to 21 (dealer wins); Hit: 5♣, bust.
//  4: A♦ 10♠ — a natural. 5: 4♣ 2♣ vs 8♣ 3♠ — Stand: the dealer draws three cards and busts;
//  hitting three times reaches 21 and stands automatically. 9: push at 20. 11: win 19 v 18.
//  24: dealer natural. 1057: both naturals.

game.setUp();

const cards = (panel: HTMLElement, hand: 'dealer-hand' | 'player-hand') =>
  within(within(panel).getByTestId(hand)).queryAllByRole('listitem');
const cardTexts = (panel: HTMLElement, hand: 'dealer-hand' | 'player-hand') =>
  cards(panel, hand).map((card) => card.textContent);

describe('Blackjack', () => {
  it('starts with 100 credits and a bet of 10; bet bounds ±1 and ±5 within (0, credits]', () => {
    const panel = game.open(1, 'Blackjack');
    expect(game.status(panel)).toBe('Place your bet and deal!');
    expect(game.text(panel, 'blackjack-credits')).toBe('100');
    expect(game.text(panel, 'blackjack-bet')).toBe('10');
    game.click(panel, 'Decrease bet by 5');
    expect(game.text(panel, 'blackjack-bet')).toBe('5');
    game.click(panel, 'Decrease bet by 5');
    expect(game.text(panel, 'blackjack-bet')).toBe('1');
    expect(game.button(panel, 'Decrease bet by 1').getAttribute('aria-disabled')).toBe('true');
    expect(game.button(panel, 'Decrease bet by 5').getAttribute('aria-disabled')).toBe('true');
    game.click(panel, 'Decrease bet by 1');
    expect(game.text(panel, 'blackjack-bet')).toBe('1');
    game.click(panel, 'Increase bet by 1');
    expect(game.text(panel, 'blackjack-bet')).toBe('2');
    const up5 = game.button(panel, 'Increase bet by 5');
    for (let i = 0; i < 20; i += 1) fireEvent.click(up5);
    expect(game.text(panel, 'blackjack-bet')).toBe('100');
    expect(game.button(panel, 'Increase bet by 1').getAttribute('aria-disabled')).toBe('true');
    expect(game.button(panel, 'Increase bet by 5').getAttribute('aria-disabled')).toBe('true');
  });

  it('a natural pays 2.5 times the bet; stats and New Hand', () => {
    const panel = game.open(4, 'Blackjack');
    // A click focuses the button in a browser; fireEvent does not.
    game.button(panel, 'Deal').focus();
    game.click(panel, 'Deal');
    expect(game.status(panel)).toBe('Blackjack! You win 25 credits!');
    expect(cardTexts(panel, 'player-hand')).toEqual(['A♦', '10♠']);
    expect(game.text(panel, 'blackjack-credits')).toBe('115');
    expect(game.text(panel, 'blackjack-hands')).toBe('1');
    expect(game.text(panel, 'blackjack-won')).toBe('1 (100%)');
    expect(screen.getByTestId('total-winnings').textContent).toBe('Total Winnings: 25');
    expect(game.events()).toEqual([
      { name: 'play_game_demo', category: 'games', label: 'Blackjack', value: 10 },
      { name: 'game_demo_win', category: 'games', label: 'Blackjack', value: 25 },
    ]);
    expect(document.activeElement).toBe(game.button(panel, 'New Hand'));
    game.click(panel, 'New Hand');
    expect(game.status(panel)).toBe('Place your bet and deal!');
    expect(cards(panel, 'player-hand')).toHaveLength(0);
  });

  it('Hit to a bust loses the bet', () => {
    const panel = game.open(1, 'Blackjack');
    game.click(panel, 'Deal');
    expect(game.status(panel)).toBe('Hit or stand?');
    expect(game.text(panel, 'blackjack-credits')).toBe('90');
    expect(cardTexts(panel, 'dealer-hand')).toEqual(['6♣', '']);
    expect(cards(panel, 'dealer-hand')[1].getAttribute('aria-label')).toBe('Face-down card');
    game.click(panel, 'Hit');
    expect(game.status(panel)).toBe('Bust! You lose.');
    expect(cardTexts(panel, 'player-hand')).toEqual(['Q♥', 'J♥', '5♣']);
    expect(game.text(panel, 'player-hand-value')).toBe(' (25)');
    expect(game.text(panel, 'blackjack-lost')).toBe('1');
    expect(game.text(panel, 'blackjack-won')).toBe('0 (0%)');
    expect(game.events()).toEqual([
      { name: 'play_game_demo', category: 'games', label: 'Blackjack', value: 10 },
    ]);
  });

  it("Stand: the dealer's turn draws a card every 800 ms and busts; a win pays 2 times the bet", () => {
    const panel = game.open(5, 'Blackjack');
    game.click(panel, 'Deal');
    expect(game.status(panel)).toBe('Hit or stand?');
    game.click(panel, 'Stand');
    expect(game.status(panel)).toBe("Dealer's turn...");
    for (let drawn = 3; drawn <= 5; drawn += 1) {
      game.wait(799);
      expect(cards(panel, 'dealer-hand')).toHaveLength(drawn - 1);
      game.wait(1);
      expect(cards(panel, 'dealer-hand')).toHaveLength(drawn);
    }
    expect(game.status(panel)).toBe('Dealer busts! You win 20 credits!');
    expect(cardTexts(panel, 'dealer-hand')).toEqual(['8♣', '3♠', '3♥', '2♥', 'Q♦']);
    expect(game.text(panel, 'blackjack-credits')).toBe('110');
    expect(game.events()).toEqual([
      { name: 'play_game_demo', category: 'games', label: 'Blackjack', value: 10 },
      { name: 'game_demo_win', category: 'games', label: 'Blackjack', value: 20 },
    ]);
  });

  it('reaching 21 stands automatically', () => {
    const panel = game.open(5, 'Blackjack');
    game.click(panel, 'Deal');
    for (let i = 0; i < 3; i += 1) game.click(panel, 'Hit');
    expect(game.text(panel, 'player-hand-value')).toBe(' (21)');
    expect(game.status(panel)).toBe("Dealer's turn...");
    expect(game.button(panel, 'Hit').getAttribute('aria-disabled')).toBe('true');
    expect(game.button(panel, 'Stand').getAttribute('aria-disabled')).toBe('true');
    game.wait(8000);
    expect(game.status(panel)).toBe('Dealer busts! You win 20 credits!');
  });

  it.each([
    [11, 'You win 20 credits!', '110'],
    [1, 'Dealer wins! You lose.', '90'],
    [9, 'Push! Your bet is returned.', '100'],
  ])('Stand with seed %i: %s', (seed, message, credits) => {
    const panel = game.open(seed, 'Blackjack');
    game.click(panel, 'Deal');
    game.click(panel, 'Stand');
    game.wait(8000);
    expect(game.status(panel)).toBe(message);
    expect(game.text(panel, 'blackjack-credits')).toBe(credits);
  });

  it('naturals on the deal: the dealer’s wins, both push', () => {
    let panel = game.open(24, 'Blackjack');
    game.click(panel, 'Deal');
    expect(game.status(panel)).toBe('Dealer has Blackjack! You lose.');
    expect(game.text(panel, 'blackjack-credits')).toBe('90');
    cleanup();
    panel = game.open(1057, 'Blackjack');
    game.click(panel, 'Deal');
    expect(game.status(panel)).toBe('Both have Blackjack! Push.');
    expect(game.text(panel, 'blackjack-credits')).toBe('100');
    expect(game.text(panel, 'blackjack-push')).toBe('1');
  });

  it('Not enough credits! with no credits left, and Add Credits gives +100', () => {
    const panel = game.open(1, 'Blackjack');
    const up5 = game.button(panel, 'Increase bet by 5');
    for (let i = 0; i < 18; i += 1) fireEvent.click(up5);
    expect(game.text(panel, 'blackjack-bet')).toBe('100');
    game.click(panel, 'Deal');
    expect(game.text(panel, 'blackjack-credits')).toBe('0');
    game.click(panel, 'Stand');
    game.wait(8000);
    expect(game.status(panel)).toBe('Dealer wins! You lose.');
    game.click(panel, 'New Hand');
    expect(game.text(panel, 'blackjack-bet')).toBe('1');
    game.click(panel, 'Deal');
    expect(game.status(panel)).toBe('Not enough credits!');
    game.click(panel, 'Add Credits');
    expect(game.text(panel, 'blackjack-credits')).toBe('100');
    game.click(panel, 'Deal');
    expect(game.status(panel)).toMatch(/Hit or stand\?|Blackjack|Push/);
  });
});
