/** @jest-environment jsdom */
import { STORAGE_KEYS } from '@sweepscout/shared';
import {
  getThemeState,
  readThemePreference,
  resolveTheme,
  setThemePreference,
  startThemeSync,
  subscribeTheme,
} from './themeStore';

let systemDark = false;
const mediaListeners = new Set<() => void>();

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('dark') ? systemDark : false,
      media: query,
      addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
    }),
  });
});

beforeEach(() => {
  localStorage.clear();
  systemDark = false;
});

describe('theme store', () => {
  it('treats a missing or unknown preference as system', () => {
    expect(readThemePreference()).toBe('system');
    localStorage.setItem(STORAGE_KEYS.theme, 'purple');
    expect(readThemePreference()).toBe('system');
  });

  it('resolves system from the media query', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('persists a choice and applies it to <html>', () => {
    setThemePreference('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(getThemeState()).toEqual({ preference: 'dark', resolved: 'dark' });
  });

  it('follows other tabs (once the page is idle) and the system preference', async () => {
    const stop = startThemeSync();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const seen: string[] = [];
    const unsubscribe = subscribeTheme(() => seen.push(getThemeState().resolved));

    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.theme, newValue: 'dark' }),
    );
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');

    localStorage.setItem(STORAGE_KEYS.theme, 'system');
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.theme, newValue: 'system' }),
    );
    expect(getThemeState()).toEqual({ preference: 'system', resolved: 'light' });

    systemDark = true;
    mediaListeners.forEach((listener) => listener());
    expect(getThemeState().resolved).toBe('dark');
    expect(seen).toEqual(['dark', 'light', 'dark']);
    unsubscribe();
    stop();
  });

  it("catches up with another tab's choice made before it listened", async () => {
    const stop = startThemeSync();
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(getThemeState()).toEqual({ preference: 'dark', resolved: 'dark' });
    stop();
  });

  it('stopped before the page was idle, it never listens', async () => {
    const stop = startThemeSync();
    stop();
    await new Promise((resolve) => setTimeout(resolve, 5));
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.theme, newValue: 'dark' }),
    );
    expect(getThemeState().preference).not.toBe('dark');
  });
});
