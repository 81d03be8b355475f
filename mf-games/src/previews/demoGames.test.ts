import type { Game } from '@sweepscout/shared';
import { GAME_TYPES } from '@sweepscout/shared';
import { DEMO_GAMES, demoGamesFor, previewGames } from './demoGames';

const crown = { id: 'c1', slug: 'crown-coins-casino' };

describe('the static demo games', () => {
  it('are 8 games of the four preview types with a preview image each', () => {
    expect(DEMO_GAMES).toHaveLength(8);
    expect(new Set(DEMO_GAMES.map((g) => g.id)).size).toBe(8);
    for (const game of DEMO_GAMES) {
      expect(GAME_TYPES).toContain(game.type);
      expect(game.previewImage).toMatch(/^\/media\/games\/.+\.svg$/);
      expect(game.rtp).toBeGreaterThan(50);
    }
    expect(new Set(DEMO_GAMES.map((g) => g.type))).toEqual(new Set(GAME_TYPES));
  });

  it('are filtered by the casino, carrying its id', () => {
    const games = demoGamesFor(crown);
    expect(games.map((g) => g.name)).toEqual(['Crown Jewels Slots', 'Royal Blackjack']);
    expect(games.every((g) => g.casinoId === 'c1')).toBe(true);
    expect(demoGamesFor(undefined)).toHaveLength(8);
    expect(demoGamesFor({ id: 'x', slug: 'maple-ridge-sweeps' })).toEqual([]);
  });
});

describe('previewGames', () => {
  it("prefers the casino's games from the API and falls back to the static list", () => {
    const fromApi = [{ ...DEMO_GAMES[2], casinoId: 'c1', name: 'From API' } as Game];
    expect(previewGames(crown, fromApi).map((g) => g.name)).toEqual(['From API']);
    expect(previewGames(crown, undefined)).toHaveLength(2);
    expect(previewGames(crown, [])).toHaveLength(2);
  });
});
