import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import GamesPage from './GamesPage';
import * as game from './gamePanelHarness';

function renderPage(url = '/games?seed=7') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <GamesPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  window.matchMedia = jest.fn().mockReturnValue({
    matches: false,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  });
});
afterEach(() => jest.useRealTimers());

describe('GamesPage tabs', () => {
  it('opens on Slot Machine and moves between tabs with the arrow keys, Home and End', () => {
    renderPage();
    const slot = screen.getByRole('tab', { name: 'Slot Machine' });
    expect(slot.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(slot.id);
    fireEvent.keyDown(slot, { key: 'ArrowRight' });
    const blackjack = screen.getByRole('tab', { name: 'Blackjack' });
    expect(blackjack.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(blackjack);
    expect(blackjack.getAttribute('tabindex')).toBe('0');
    expect(slot.getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(blackjack, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Roulette' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Roulette' }), { key: 'ArrowRight' });
    expect(slot.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(slot, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Roulette' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('keeps credits and stats across tab switches (Slot Machine, Blackjack, Roulette)', () => {
    const panel = game.open(2);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Slot Machine',
      'Blackjack',
      'Roulette',
    ]);
    game.click(panel, 'Spin');
    game.wait(1100);
    expect(game.text(panel, 'slot-status')).toBe('You won 4 credits!');
    fireEvent.click(screen.getByRole('tab', { name: 'Roulette' }));
    expect(panel.hidden).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Slot Machine' }));
    const slot = screen.getByRole('tabpanel');
    expect(game.text(slot, 'slot-credits')).toBe('103');
    expect(screen.getByTestId('total-winnings').textContent).toBe('Total Winnings: 4');
  });

  it("links 'View Top Casinos' to the home page and hides Total Winnings at 0", () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'View Top Casinos' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('total-winnings')).toBeNull();
  });
});

describe('slot timing', () => {
  it('shows 10 reel changes 100 ms apart, then the result', () => {
    renderPage();
    const reels = screen.getByTestId('slot-reels');
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(screen.getByTestId('slot-status').textContent).toBe('Spinning...');
    const seen: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      act(() => jest.advanceTimersByTime(100));
      seen.push(reels.getAttribute('data-reels') ?? '');
      expect(screen.getByTestId('slot-status').textContent).toBe('Spinning...');
    }
    expect(seen).toHaveLength(10);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('slot-status').textContent).toMatch(
      /^(You won \d+ credits!|Try again!)$/,
    );
    expect(screen.getByTestId('slot-spins').textContent).toBe('1');
  });

  it('leaves no timer running after unmount', () => {
    const { unmount } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
