import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { baseApi } from '@sweepscout/kit';
import GamePreviews from './GamePreviews';

function renderPreviews() {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return render(
    <Provider store={store}>
      <GamePreviews />
    </Provider>,
  );
}

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
