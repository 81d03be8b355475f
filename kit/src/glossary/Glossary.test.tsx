/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@sweepscout/shared';
import { addAnalyticsTransport } from '../analytics/analytics';
import type { AnalyticsEvent } from '@sweepscout/shared';
import { GlossaryProvider, GlossaryTerm, GlossaryText } from './Glossary';
import { reloadGlossaryState } from './glossaryStore';
import { stubResizeObserver } from './stubResizeObserver';

beforeAll(stubResizeObserver);

beforeEach(() => {
  localStorage.clear();
  reloadGlossaryState();
});

const tooltip = (key: string) => document.querySelector(`[data-glossary-tooltip="${key}"]`);

describe('GlossaryTerm', () => {
  it('writes the first-time flag on start and highlights unseen terms in any text', () => {
    render(
      <GlossaryProvider>
        <p>
          <GlossaryText text="Claim the bonus and check the RTP." />
        </p>
      </GlossaryProvider>,
    );
    expect(localStorage.getItem(STORAGE_KEYS.firstTimeUser)).toBe('true');
    const highlighted = document.querySelectorAll('[data-highlighted]');
    expect([...highlighted].map((el) => el.textContent)).toEqual(['bonus', 'RTP']);
    expect(document.body.textContent).toContain('Claim the bonus and check the RTP.');
  });

  it('a click opens the tooltip, marks the term seen and tracks tooltip_interaction', async () => {
    const events: AnalyticsEvent[] = [];
    const stop = addAnalyticsTransport((e) => events.push(e));
    render(
      <GlossaryProvider>
        <GlossaryTerm termKey="vip">VIP</GlossaryTerm>
      </GlossaryProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'VIP' }));
    // The bubble's code is loaded when a tooltip first opens.
    await waitFor(() => expect(tooltip('vip')?.textContent).toContain('VIP Program'));
    expect(screen.getByRole('button', { name: 'VIP' }).getAttribute('aria-describedby')).toBe(
      tooltip('vip')?.id,
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.termsSeen) ?? '{}')).toEqual({ vip: true });
    expect(events).toEqual([
      expect.objectContaining({ name: 'tooltip_interaction', label: 'vip' }),
    ]);
    stop();
  });

  it('auto-opens 500 ms after load for an unseen term, without marking it seen', async () => {
    jest.useFakeTimers();
    render(
      <GlossaryProvider>
        <GlossaryTerm termKey="rtp" autoOpen />
      </GlossaryProvider>,
    );
    const term = document.querySelector('[data-glossary-term="rtp"]') as HTMLElement;
    act(() => jest.advanceTimersByTime(499));
    expect(term.getAttribute('aria-describedby')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(term.getAttribute('aria-describedby')).not.toBeNull();
    jest.useRealTimers();
    await waitFor(() => expect(tooltip('rtp')?.textContent).toContain('RTP (Return to Player)'));
    expect(localStorage.getItem(STORAGE_KEYS.termsSeen)).toBeNull();
  });

  it('opens on hover after the glossary delay and on keyboard focus; leaving, blur and Escape close it', async () => {
    render(
      <GlossaryProvider>
        <GlossaryTerm termKey="vip">VIP</GlossaryTerm>
      </GlossaryProvider>,
    );
    const term = screen.getByRole('button', { name: 'VIP' });
    fireEvent.pointerEnter(term, { pointerType: 'mouse' });
    expect(tooltip('vip')).toBeNull();
    await waitFor(() => expect(tooltip('vip')).not.toBeNull());
    fireEvent.pointerLeave(term, { pointerType: 'mouse' });
    await waitFor(() => expect(tooltip('vip')).toBeNull());
    fireEvent.focus(term);
    await waitFor(() => expect(tooltip('vip')).not.toBeNull());
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(tooltip('vip')).toBeNull());
    fireEvent.focus(term);
    await waitFor(() => expect(tooltip('vip')).not.toBeNull());
    fireEvent.blur(term);
    await waitFor(() => expect(tooltip('vip')).toBeNull());
  });

  it('shows plain words to a returning visitor and for seen terms', () => {
    localStorage.setItem(STORAGE_KEYS.firstTimeUser, 'false');
    reloadGlossaryState();
    jest.useFakeTimers();
    render(<GlossaryTerm termKey="bonus" autoOpen />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Bonus').getAttribute('data-glossary-term')).toBe('bonus');
    expect(tooltip('bonus')).toBeNull();
    jest.useRealTimers();
  });
});
