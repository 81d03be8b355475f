import { fireEvent, screen } from '@testing-library/react';
import type { Casino, Game } from '@sweepscout/shared';
import { createBaseApiStore, renderInApp, standInFetch } from '@sweepscout/kit/testing';
import GamePreviews from './GamePreviews';
import { DEMO_GAMES } from './demoGames';

/** The previews without a casino (the static demo list), or on `casino`'s page. */
const renderPreviews = (casino?: Casino) =>
  renderInApp(<GamePreviews casino={casino} />, createBaseApiStore());

const aCasino = (slug: string, name: string) => ({ id: `id-${slug}`, slug, name }) as Casino;

/** Every games call answered with `status` and `body`. */
const answerGames = (status: number, body: unknown) => standInFetch(() => ({ status, body }));

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  window.matchMedia = jest.fn().mockReturnValue({
    matches: false,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  });
});

describe('GamePreviews without a casino (the static demo list)', () => {
  it('cycles through the 8 demo games with wrap-around', () => {
    renderPreviews();
    const counter = screen.getByTestId('preview-counter');
    expect(counter.textContent).toBe('1 / 8');
    expect(screen.getByTestId('preview-game-name').textContent).toBe('Crown Jewels Slots');
    fireEvent.click(screen.getByRole('button', { name: 'Previous game' }));
    expect(counter.textContent).toBe('8 / 8');
    expect(screen.getByTestId('preview-game-name').textContent).toBe('Desert Gold');
    fireEvent.click(screen.getByRole('button', { name: 'Next game' }));
    expect(counter.textContent).toBe('1 / 8');
  });

  it("shows the poster with a play overlay, and 'Play at' the game's own casino", () => {
    renderPreviews();
    expect(
      screen.getByRole('img', { name: 'Crown Jewels Slots preview' }).getAttribute('src'),
    ).toBe('/media/games/crown-jewels-slots.svg');
    expect(screen.getByRole('button', { name: 'Play preview of Crown Jewels Slots' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Play at Crown Coins Casino' });
    expect(link.getAttribute('href')).toBe('/go/crown-coins-casino?from=game-preview');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('toggles mute', () => {
    renderPreviews();
    const mute = screen.getByRole('button', { name: /Mute/ });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(mute.textContent).toContain('Unmute');
  });
});

// On a casino page: the casino's games from GET /api/games?casinoId=, else its static demo games;
// with one game or none there is nothing to cycle through.
describe('GamePreviews on a casino page', () => {
  it('asks for the casino’s games; with one game, previous and next are disabled', async () => {
    const one: Game = { ...DEMO_GAMES[0], id: 'g1', name: 'Only Slots', casinoId: 'id-solo' };
    const api = answerGames(200, [one]);
    renderPreviews(aCasino('solo-casino', 'Solo Casino'));
    expect((await screen.findByTestId('preview-counter')).textContent).toBe('1 / 1');
    expect(screen.getByTestId('preview-game-name').textContent).toBe('Only Slots');
    expect(button('Previous game').disabled).toBe(true);
    expect(button('Next game').disabled).toBe(true);
    expect(api.requested().map((url) => url.pathname + url.search)).toEqual([
      '/api/games?casinoId=id-solo-casino',
    ]);
  });

  it('with none (no games and no demo game of its own), says so and disables previous and next', async () => {
    answerGames(200, []);
    renderPreviews(aCasino('maple-ridge-sweeps', 'Maple Ridge Sweeps'));
    expect(
      await screen.findByText('No game previews are available for this casino yet.'),
    ).toBeTruthy();
    expect(button('Previous game').disabled).toBe(true);
    expect(button('Next game').disabled).toBe(true);
  });

  it('falls back to the casino’s static demo games when its games cannot be loaded', async () => {
    answerGames(503, 'down');
    renderPreviews(aCasino('crown-coins-casino', 'Crown Coins Casino'));
    expect((await screen.findByTestId('preview-counter')).textContent).toBe('1 / 2');
    expect(screen.getByTestId('preview-game-name').textContent).toBe('Crown Jewels Slots');
    expect(button('Next game').disabled).toBe(false);
  });
});
