import { trackEvent } from '@sweepscout/kit';

/** The three demo games of /games, as named in analytics events and tab ids. */
export type DemoGameId = 'slot' | 'blackjack' | 'roulette';

export const DEMO_GAME_NAMES: Readonly<Record<DemoGameId, string>> = {
  slot: 'Slot Machine',
  blackjack: 'Blackjack',
  roulette: 'Roulette',
};

/** A round started (spin, deal): play_game_demo with the game and the stake. */
export function trackDemoPlay(game: DemoGameId, stake: number): void {
  trackEvent('play_game_demo', { category: 'games', label: DEMO_GAME_NAMES[game], value: stake });
}

/** A round paid out: game_demo_win with the credits paid back. */
export function trackDemoWin(game: DemoGameId, amount: number): void {
  if (amount > 0) {
    trackEvent('game_demo_win', { category: 'games', label: DEMO_GAME_NAMES[game], value: amount });
  }
}
