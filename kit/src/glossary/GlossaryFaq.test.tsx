/** @jest-environment jsdom */
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, type AnalyticsEvent } from '@sweepscout/shared';
import { addAnalyticsTransport } from '../analytics/analytics';
import { GlossaryProvider, GlossaryText } from './Glossary';
import { reloadGlossaryState } from './glossaryStore';
import { stubResizeObserver } from './stubResizeObserver';

// Answers of the home FAQ, as the seed data words them.
const WHAT_IS =
  'A sweepstakes casino is a free-to-play social casino that runs under US sweepstakes law. You play with Gold Coins for fun and with Sweep Coins, which can be redeemed for prizes. No purchase is ever necessary.';
const WAGERING =
  'Most casinos apply a wagering requirement of one playthrough to Sweep Coins from a bonus: you play them once before they become redeemable. Check each casino’s terms for the exact rule.';
const RTP =
  'RTP (return to player) is the share of all coins played that a game pays back over time. A slot with a 96% RTP returns 96 coins per 100 played on average, although single sessions vary widely.';

beforeAll(stubResizeObserver);

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  reloadGlossaryState();
});

afterEach(() => jest.useRealTimers());

/** A page's start: the stored state read afresh, then an FAQ answer drawn. */
function answer(text: string) {
  act(() => reloadGlossaryState());
  return render(
    <GlossaryProvider>
      <p>
        <GlossaryText text={text} />
      </p>
    </GlossaryProvider>,
  );
}

const stored = (key: string) => localStorage.getItem(key);
const term = (key: string, root: ParentNode = document) =>
  root.querySelector(`[data-glossary-term="${key}"]`) as HTMLElement;
const tooltip = (key: string) => document.querySelector(`[data-glossary-tooltip="${key}"]`);
const highlighted = (root: ParentNode) =>
  [...root.querySelectorAll('[data-glossary-term][data-highlighted]')].map((el) => el.textContent);

/** The pointer rests on a term past the hover delay, then leaves. */
async function hover(key: string, root?: ParentNode) {
  fireEvent.pointerEnter(term(key, root), { pointerType: 'mouse' });
  act(() => jest.advanceTimersByTime(300));
  await waitFor(() => expect(tooltip(key)).not.toBeNull());
}
const leave = (key: string, root?: ParentNode) =>
  fireEvent.pointerLeave(term(key, root), { pointerType: 'mouse' });

describe('glossary terms in FAQ answers', () => {
  it('a first-time visitor sees highlighted terms; 5 distinct terms make a returning visitor', async () => {
    const events: AnalyticsEvent[] = [];
    const stop = addAnalyticsTransport((event) => events.push(event));
    const first = answer(WHAT_IS).container;
    expect(stored(STORAGE_KEYS.firstTimeUser)).toBe('true');
    expect(highlighted(first)).toEqual(['sweepstakes casino', 'Gold Coins', 'Sweep Coins']);

    // Hover: the tooltip shows the title and the definition; the term is marked seen and tracked.
    await hover('gold-coins', first);
    expect(tooltip('gold-coins')?.textContent).toContain('Gold Coins');
    expect(tooltip('gold-coins')?.textContent).toContain('no real-world value');
    expect(events).toEqual([
      expect.objectContaining({ name: 'tooltip_interaction', label: 'gold-coins' }),
    ]);
    expect(JSON.parse(stored(STORAGE_KEYS.termsSeen) ?? '{}')).toEqual({ 'gold-coins': true });
    expect(stored(STORAGE_KEYS.tooltipSeenCount)).toBe('1');

    // Hovering the same term again does not count twice; a click counts too.
    leave('gold-coins', first);
    await hover('gold-coins', first);
    leave('gold-coins', first);
    expect(stored(STORAGE_KEYS.tooltipSeenCount)).toBe('1');
    fireEvent.click(term('sweep-coins', first));
    await waitFor(() => expect(tooltip('sweep-coins')).not.toBeNull());
    await hover('sweepstakes', first);
    leave('sweepstakes', first);
    expect(stored(STORAGE_KEYS.tooltipSeenCount)).toBe('3');
    expect(stored(STORAGE_KEYS.firstTimeUser)).toBe('true');

    // Seen terms appear plain in other answers; unseen ones stay highlighted.
    const fifth = answer(WAGERING).container;
    expect(term('sweep-coins', fifth).hasAttribute('data-highlighted')).toBe(false);
    await hover('wagering-requirement', fifth);
    leave('wagering-requirement', fifth);
    expect(stored(STORAGE_KEYS.tooltipSeenCount)).toBe('4');
    await hover('bonus', fifth);
    expect(stored(STORAGE_KEYS.tooltipSeenCount)).toBe('5');
    expect(stored(STORAGE_KEYS.firstTimeUser)).toBe('false');
    stop();
  });

  it('a returning visitor gets plain text and no tooltips, and the stored flag is kept', () => {
    localStorage.setItem(STORAGE_KEYS.firstTimeUser, 'false');
    const { container } = answer(RTP);
    expect(term('rtp', container).textContent).toBe('RTP');
    expect(container.querySelectorAll('[data-highlighted]')).toHaveLength(0);
    fireEvent.pointerEnter(term('rtp', container), { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(800));
    expect(document.querySelector('[data-glossary-tooltip]')).toBeNull();
    expect(stored(STORAGE_KEYS.firstTimeUser)).toBe('false');
  });

  it('keyboard focus opens a tooltip', async () => {
    const { container } = answer(RTP);
    fireEvent.focus(term('rtp', container));
    await waitFor(() => expect(tooltip('rtp')?.textContent).toContain('RTP (Return to Player)'));
  });
});
