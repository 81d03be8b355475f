import { act, fireEvent, render } from '@testing-library/react';
import { STORAGE_KEYS } from '@sweepscout/shared';
import { startThemeSync } from '@sweepscout/kit';
import { byLabel } from '../test/render';
import { ThemeSwitch } from './ThemeSwitch';

let systemDark = false;
const systemListeners = new Set<() => void>();
let stopSync: () => void = () => undefined;

beforeAll(() => {
  // jsdom has no matchMedia: a stand-in whose dark-scheme answer the test switches.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('dark') && systemDark,
      media: query,
      addEventListener: (_type: string, listener: () => void) => systemListeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) =>
        systemListeners.delete(listener),
    }),
  });
});

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  systemDark = false;
});

afterEach(() => {
  stopSync();
  jest.useRealTimers();
});

/** Start the app's theme sync (as bootstrap.tsx does) and draw the switch. */
function start() {
  stopSync = startThemeSync();
  render(<ThemeSwitch />);
  // It listens to other tabs once the page is idle.
  act(() => jest.advanceTimersByTime(1000));
}

const themeOf = () => document.documentElement.getAttribute('data-theme');
const radio = (name: 'Light' | 'Dark' | 'System') => byLabel(`${name} theme`) as HTMLInputElement;
const checked = () => (['Light', 'Dark', 'System'] as const).filter((n) => radio(n).checked);

/** What another tab does: it writes the choice, and the browser sends this page a storage event. */
function otherTabChooses(value: string) {
  localStorage.setItem(STORAGE_KEYS.theme, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.theme, newValue: value }));
  });
}

describe('ThemeSwitch', () => {
  it('follows the system preference by default and switches with it', () => {
    systemDark = true;
    start();
    expect(checked()).toEqual(['System']);
    expect(themeOf()).toBe('dark');
    systemDark = false;
    act(() => systemListeners.forEach((listener) => listener()));
    expect(themeOf()).toBe('light');
    expect(checked()).toEqual(['System']);
  });

  it('applies and stores a choice, which then ignores the system preference', () => {
    start();
    fireEvent.click(radio('Dark'));
    expect(checked()).toEqual(['Dark']);
    expect(themeOf()).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    systemDark = false;
    act(() => systemListeners.forEach((listener) => listener()));
    expect(themeOf()).toBe('dark');
  });

  it("follows another tab's choices through the storage event", () => {
    start();
    otherTabChooses('dark');
    expect(themeOf()).toBe('dark');
    expect(checked()).toEqual(['Dark']);
    otherTabChooses('light');
    expect(themeOf()).toBe('light');
    expect(checked()).toEqual(['Light']);
    otherTabChooses('system');
    expect(checked()).toEqual(['System']);
  });
});
