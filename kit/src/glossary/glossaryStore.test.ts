/** @jest-environment jsdom */
import { STORAGE_KEYS } from '@sweepscout/shared';
import { GLOSSARY } from '@sweepscout/shared';
import {
  getGlossaryState,
  markTermSeen,
  reloadGlossaryState,
  setFirstTimeUser,
  shouldShowTooltip,
  startGlossarySync,
  subscribeGlossary,
} from './glossaryStore';
import { splitGlossaryText } from './glossaryText';

beforeEach(() => {
  localStorage.clear();
  reloadGlossaryState();
});

describe('glossary state', () => {
  it("follows another tab's changes once the page is idle, re-rendering only on a real change", async () => {
    const notified = jest.fn();
    const unsubscribe = subscribeGlossary(notified);
    const stop = startGlossarySync();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Catching up found the state as it was: nothing to re-render.
    expect(notified).not.toHaveBeenCalled();

    localStorage.setItem(STORAGE_KEYS.firstTimeUser, 'false');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.firstTimeUser }));
    expect(getGlossaryState().firstTimeUser).toBe(false);
    expect(notified).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.firstTimeUser }));
    expect(notified).toHaveBeenCalledTimes(1);
    stop();
    unsubscribe();
  });

  it('defaults to a first-time user and writes the flag as true', () => {
    expect(getGlossaryState()).toEqual({ firstTimeUser: true, termsSeen: {}, seenCount: 0 });
    expect(localStorage.getItem(STORAGE_KEYS.firstTimeUser)).toBe('true');
  });

  it('reads a stored false as a returning user', () => {
    localStorage.setItem(STORAGE_KEYS.firstTimeUser, 'false');
    reloadGlossaryState();
    expect(getGlossaryState().firstTimeUser).toBe(false);
    expect(shouldShowTooltip(getGlossaryState(), 'bonus')).toBe(false);
  });

  it('counts each distinct term once and stores the map and the count', () => {
    expect(markTermSeen('bonus')).toBe(true);
    expect(markTermSeen('bonus')).toBe(false);
    expect(markTermSeen('rtp')).toBe(true);
    expect(getGlossaryState().seenCount).toBe(2);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.termsSeen) ?? '{}')).toEqual({
      bonus: true,
      rtp: true,
    });
    expect(localStorage.getItem(STORAGE_KEYS.tooltipSeenCount)).toBe('2');
    expect(shouldShowTooltip(getGlossaryState(), 'bonus')).toBe(false);
    expect(shouldShowTooltip(getGlossaryState(), 'vip')).toBe(true);
  });

  it('turns a first-time user into a returning user at 5 distinct terms', () => {
    const keys = GLOSSARY.map((t) => t.key);
    keys.slice(0, 4).forEach(markTermSeen);
    expect(getGlossaryState().firstTimeUser).toBe(true);
    markTermSeen(keys[4]);
    expect(getGlossaryState().firstTimeUser).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.firstTimeUser)).toBe('false');
    expect(shouldShowTooltip(getGlossaryState(), keys[5])).toBe(false);
  });

  it('survives a reload and can be set explicitly', () => {
    markTermSeen('vip');
    reloadGlossaryState();
    expect(getGlossaryState().termsSeen).toEqual({ vip: true });
    setFirstTimeUser(false);
    expect(localStorage.getItem(STORAGE_KEYS.firstTimeUser)).toBe('false');
    setFirstTimeUser(true);
    expect(getGlossaryState().firstTimeUser).toBe(true);
  });

  it('ignores a corrupt terms map', () => {
    localStorage.setItem(STORAGE_KEYS.termsSeen, '{not json');
    localStorage.setItem(STORAGE_KEYS.tooltipSeenCount, 'abc');
    reloadGlossaryState();
    expect(getGlossaryState()).toMatchObject({ termsSeen: {}, seenCount: 0 });
  });
});

describe('splitGlossaryText', () => {
  it('points each term once, longest phrase first, ignoring case', () => {
    const parts = splitGlossaryText(
      'Sweepstakes Coins can be redeemed. A sweepstakes casino gives a bonus; another bonus follows. Check the RTP.',
    );
    expect(parts.filter((p) => typeof p !== 'string')).toEqual([
      { text: 'Sweepstakes Coins', key: 'sweep-coins' },
      { text: 'sweepstakes casino', key: 'sweepstakes' },
      { text: 'bonus', key: 'bonus' },
      { text: 'RTP', key: 'rtp' },
    ]);
    expect(parts.map((p) => (typeof p === 'string' ? p : p.text)).join('')).toContain(
      'another bonus follows',
    );
  });

  it('matches whole words only, with plurals', () => {
    const parts = splitGlossaryText('Bonuses and VIPs, but not rtpx or redeemable.');
    expect(parts.filter((p) => typeof p !== 'string')).toEqual([
      { text: 'Bonuses', key: 'bonus' },
      { text: 'VIPs', key: 'vip' },
    ]);
  });
});
