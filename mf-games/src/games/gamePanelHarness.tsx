import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { addAnalyticsTransport, type AnalyticsTransport } from '@sweepscout/kit';
import GamesPage from './GamesPage';

/**
 * What the games' component tests share (imported as a namespace: `game.open(2)`, `game.wait(100)`): /games rendered with a seeded random source under fake
 * timers, the analytics events it sends, and lookups on a game's panel.
 */

type SentEvent = Parameters<AnalyticsTransport>[0];
let sent: SentEvent[] = [];
let removeTransport: () => void = () => undefined;

/** Fake timers and a fresh capture of the analytics events, for each test of the file. */
export function setUp(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    removeTransport = addAnalyticsTransport((event) => sent.push(event));
  });
  afterEach(() => {
    removeTransport();
    jest.useRealTimers();
  });
}

/** /games?seed=N on the given tab (the same seed gives every game the same draws); its panel. */
export function open(seed: number, tab?: 'Blackjack' | 'Roulette'): HTMLElement {
  render(
    <MemoryRouter initialEntries={[`/games?seed=${seed}`]}>
      <GamesPage />
    </MemoryRouter>,
  );
  if (tab) fireEvent.click(screen.getByRole('tab', { name: tab }));
  return screen.getByRole('tabpanel');
}

export const text = (panel: HTMLElement, testId: string) =>
  within(panel).getByTestId(testId).textContent;
export const status = (panel: HTMLElement) => within(panel).getByRole('status').textContent;

// A button of the panel by its accessible name (aria-label, else its text): Testing Library's
// role query reads computed styles for every button, up to 50 ms a lookup on these tables.
export function button(panel: HTMLElement, name: string): HTMLButtonElement {
  const found = Array.from(panel.querySelectorAll('button')).filter(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );
  expect(found).toHaveLength(1);
  return found[0];
}
export const click = (panel: HTMLElement, name: string) => fireEvent.click(button(panel, name));

/**
 * Lets `ms` pass in steps no longer than the games' shortest timer (100 ms), rendering between
 * them as a browser does (one long step would run every timer against the same render).
 */
export function wait(ms: number) {
  for (let left = ms; left > 0; left -= 100)
    act(() => jest.advanceTimersByTime(Math.min(100, left)));
}

/** The analytics events sent since the test began, as the site's endpoint would store them. */
export const events = () =>
  sent.map(({ name, category, label, value }) => ({ name, category, label, value }));
