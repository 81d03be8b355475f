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

// Seeds (?seed=N) and their first hand at bet 10:
//  1: Q♥ J♥ vs 6♣ J♠ — Stand: the dealer draws 5♣ to 21 (dealer wins); Hit: 5♣, bust.
//  4: A♦ 10♠ — a natural. 5: 4♣ 2♣ vs 8♣ 3♠ — Stand: the dealer draws three cards and busts;
//  hitting three times reaches 21 and stands automatically. 9: push at 20. 11: win 19 v 18.
//  24: dealer natural. 1057: both naturals.
const cards = (panel: Locator, hand: 'dealer-hand' | 'player-hand') =>
  panel.getByTestId(hand).getByRole('listitem');

test.describe('Blackjack', () => {
  test('starts with 100 credits and a bet of 10; bet bounds ±1 and ±5 within (0, credits]', async ({
    page,
  }) => {
    const panel = await openGames(page, 1, 'Blackjack');
    await expect(panel.getByRole('status')).toHaveText('Place your bet and deal!');
    await expect(panel.getByTestId('blackjack-credits')).toHaveText('100');
    await expect(panel.getByTestId('blackjack-bet')).toHaveText('10');
    await panel.getByRole('button', { name: 'Decrease bet by 5' }).click();
    await expect(panel.getByTestId('blackjack-bet')).toHaveText('5');
    await panel.getByRole('button', { name: 'Decrease bet by 5' }).click();
    await expect(panel.getByTestId('blackjack-bet')).toHaveText('1');
    await expect(panel.getByRole('button', { name: 'Decrease bet by 1' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Decrease bet by 5' })).toBeDisabled();
    await panel.getByRole('button', { name: 'Increase bet by 1' }).click();
    await expect(panel.getByTestId('blackjack-bet')).toHaveText('2');
    for (let i = 0; i < 20; i += 1)
      await panel.getByRole('button', { name: 'Increase bet by 5' }).click();
    await expect(panel.getByTestId('blackjack-bet')).toHaveText('100');
    await expect(panel.getByRole('button', { name: 'Increase bet by 1' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Increase bet by 5' })).toBeDisabled();
  });

  test('a natural pays 2.5 times the bet; stats and New Hand', async ({ page }) => {
    const events = await captureEvents(page);
    const panel = await openGames(page, 4, 'Blackjack');
    await gameButton(panel, 'Deal').click();
    await expect(panel.getByRole('status')).toHaveText('Blackjack! You win 25 credits!');
    await expect(cards(panel, 'player-hand')).toHaveText(['A♦', '10♠']);
    await expect(panel.getByTestId('blackjack-credits')).toHaveText('115');
    await expect(panel.getByTestId('blackjack-hands')).toHaveText('1');
    await expect(panel.getByTestId('blackjack-won')).toHaveText('1 (100%)');
    await expect(page.getByTestId('total-winnings')).toHaveText('Total Winnings: 25');
    await expectEvent(events, 'play_game_demo', { label: 'Blackjack', value: 10 });
    await expectEvent(events, 'game_demo_win', { label: 'Blackjack', value: 25 });
    await expect(gameButton(panel, 'New Hand')).toBeFocused();
    await gameButton(panel, 'New Hand').click();
    await expect(panel.getByRole('status')).toHaveText('Place your bet and deal!');
    await expect(cards(panel, 'player-hand')).toHaveCount(0);
  });

  test('Hit to a bust loses the bet', async ({ page }) => {
    const panel = await openGames(page, 1, 'Blackjack');
    await gameButton(panel, 'Deal').click();
    await expect(panel.getByRole('status')).toHaveText('Hit or stand?');
    await expect(panel.getByTestId('blackjack-credits')).toHaveText('90');
    await expect(cards(panel, 'dealer-hand')).toHaveText(['6♣', '']);
    await expect(panel.getByTestId('dealer-hand').getByRole('listitem').nth(1)).toHaveAttribute(
      'aria-label',
      'Face-down card',
    );
    await gameButton(panel, 'Hit').click();
    await expect(panel.getByRole('status')).toHaveText('Bust! You lose.');
    await expect(cards(panel, 'player-hand')).toHaveText(['Q♥', 'J♥', '5♣']);
    await expect(panel.getByTestId('player-hand-value')).toHaveText(' (25)');
    await expect(panel.getByTestId('blackjack-lost')).toHaveText('1');
    await expect(panel.getByTestId('blackjack-won')).toHaveText('0 (0%)');
    await screenshot(page, AREA, 'blackjack-bust');
  });

  test("Stand: the dealer's turn draws a card every 800 ms and busts; a win pays 2 times the bet", async ({
    page,
  }) => {
    const panel = await openGames(page, 5, 'Blackjack');
    await gameButton(panel, 'Deal').click();
    await expect(panel.getByRole('status')).toHaveText('Hit or stand?');
    await startTimeline(page);
    await gameButton(panel, 'Stand').click();
    await expect(panel.getByRole('status')).toHaveText("Dealer's turn...");
    await expect(panel.getByRole('status')).toHaveText('Dealer busts! You win 20 credits!', {
      timeout: 8000,
    });
    await expect(cards(panel, 'dealer-hand')).toHaveText(['8♣', '3♠', '3♥', '2♥', 'Q♦']);
    await expect(panel.getByTestId('blackjack-credits')).toHaveText('110');
    const dealer = await timelineOf(page, 'dealer-hand');
    const standAt = timeOf(await timelineOf(page, 'blackjack-status'), "Dealer's turn...");
    const third = timeOf(dealer, '3');
    const fourth = timeOf(dealer, '4');
    const fifth = timeOf(dealer, '5');
    for (const gap of [third - standAt, fourth - third, fifth - fourth])
      expect(gap).toBeGreaterThanOrEqual(750);
    await screenshot(page, AREA, 'blackjack-dealer-bust');
  });

  test('reaching 21 stands automatically', async ({ page }) => {
    const panel = await openGames(page, 5, 'Blackjack');
    await gameButton(panel, 'Deal').click();
    for (let i = 0; i < 3; i += 1) await gameButton(panel, 'Hit').click();
    await expect(panel.getByTestId('player-hand-value')).toHaveText(' (21)');
    await expect(panel.getByRole('status')).toHaveText("Dealer's turn...");
    await expect(panel.getByRole('status')).toHaveText('Dealer busts! You win 20 credits!', {
      timeout: 8000,
    });
  });

  const outcomes: [number, string, string][] = [
    [11, 'You win 20 credits!', '110'],
    [1, 'Dealer wins! You lose.', '90'],
    [9, 'Push! Your bet is returned.', '100'],
  ];
  for (const [seed, message, credits] of outcomes) {
    test(`Stand with seed ${seed}: ${message}`, async ({ page }) => {
      const panel = await openGames(page, seed, 'Blackjack');
      await gameButton(panel, 'Deal').click();
      await gameButton(panel, 'Stand').click();
      await expect(panel.getByRole('status')).toHaveText(message, { timeout: 8000 });
      await expect(panel.getByTestId('blackjack-credits')).toHaveText(credits);
    });
  }

  test('naturals on the deal: the dealer’s wins, both push', async ({ page }) => {
    let panel = await openGames(page, 24, 'Blackjack');
    await gameButton(panel, 'Deal').click();
    await expect(panel.getByRole('status')).toHaveText('Dealer has Blackjack! You lose.');
    await expect(panel.getByTestId('blackjack-credits')).toHaveText('90');
    panel = await openGames(page, 1057, 'Blackjack');
    await gameButton(panel, 'Deal').click();
    await expect(panel.getByRole('status')).toHaveText('Both have Blackjack! Push.');
    await expect(panel.getByTestId('blackjack-credits')).toHaveText('100');
    await expect(panel.getByTestId('blackjack-push')).toHaveText('1');
  });

  test('Not enough credits! with no credits left, and Add Credits gives +100', async ({ page }) => {
    const panel = await openGames(page, 1, 'Blackjack');
    for (let i = 0; i < 18; i += 1)
      await panel.getByRole('button', { name: 'Increase bet by 5' }).click();
    await expect(panel.getByTestId('blackjack-bet')).toHaveText('100');
    await gameButton(panel, 'Deal').click();
    await expect(panel.getByTestId('blackjack-credits')).toHaveText('0');
    await gameButton(panel, 'Stand').click();
    await expect(panel.getByRole('status')).toHaveText('Dealer wins! You lose.', { timeout: 8000 });
    await gameButton(panel, 'New Hand').click();
    await expect(panel.getByTestId('blackjack-bet')).toHaveText('1');
    await gameButton(panel, 'Deal').click();
    await expect(panel.getByRole('status')).toHaveText('Not enough credits!');
    await gameButton(panel, 'Add Credits').click();
    await expect(panel.getByTestId('blackjack-credits')).toHaveText('100');
    await gameButton(panel, 'Deal').click();
    await expect(panel.getByRole('status')).toHaveText(/Hit or stand\?|Blackjack|Push/);
  });

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
    await page.keyboard.press('Enter');
    await expect(gameButton(panel, 'Deal')).toBeFocused();
  });
});
