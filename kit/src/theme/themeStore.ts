import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@sweepscout/shared';
import { followOtherTabs } from '../storage/otherTabs';

/**
 * The theme preference: light, dark or system. It is kept in localStorage
 * under STORAGE_KEYS.theme, applied as <html data-theme="light|dark">, follows the system
 * preference while 'system' is chosen, and follows other tabs through the storage event.
 * The inline script of the shell's index.html applies the same rule before the first paint.
 */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** The stored preference; anything missing or unknown counts as 'system'. */
export function readThemePreference(): ThemePreference {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEYS.theme);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

export function resolveTheme(
  preference: ThemePreference,
  prefersDark = systemPrefersDark(),
): ResolvedTheme {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

export interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: ThemeState | null = null;

function computeState(): ThemeState {
  const preference = readThemePreference();
  return { preference, resolved: resolveTheme(preference) };
}

function apply(next: ThemeState): void {
  if (typeof document !== 'undefined') {
    document.documentElement.setAttribute('data-theme', next.resolved);
    document.documentElement.style.colorScheme = next.resolved;
  }
}

function update(next: ThemeState): void {
  const changed =
    !state || state.preference !== next.preference || state.resolved !== next.resolved;
  state = next;
  apply(next);
  if (changed) for (const listener of listeners) listener();
}

export function getThemeState(): ThemeState {
  if (!state) {
    state = computeState();
  }
  return state;
}

/** Choose a theme: stored, applied at once, and announced to the other tabs by the browser. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.theme, preference);
  } catch {
    // Storage can be unavailable (private mode): the choice still applies to this page.
  }
  update({ preference, resolved: resolveTheme(preference) });
}

export function subscribeTheme(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let syncStarted = false;

/**
 * Apply the stored theme and keep following it: another tab's choice (storage event) and the
 * system preference while 'system' is chosen. Call once at start-up; returns a stop function.
 */
export function startThemeSync(): () => void {
  update(computeState());
  if (typeof window === 'undefined' || syncStarted) return () => undefined;
  syncStarted = true;
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onSystemChange = () => update(computeState());
  media?.addEventListener('change', onSystemChange);
  const stopFollowing = followOtherTabs([STORAGE_KEYS.theme], () => update(computeState()));
  return () => {
    syncStarted = false;
    stopFollowing();
    media?.removeEventListener('change', onSystemChange);
  };
}

/**
 * What the server renders, and the browser's first render while it hydrates that HTML: the
 * default, never the visitor's stored choice (the server cannot know it). Right after hydration
 * React renders again with the stored one; the colours are right from the first paint anyway,
 * since the inline script of index.html sets data-theme before the page shows.
 */
const SERVER_THEME_STATE: ThemeState = { preference: 'system', resolved: 'light' };
const getServerThemeState = (): ThemeState => SERVER_THEME_STATE;

/** The current theme preference and the theme in effect, re-rendering on every change. */
export function useTheme(): ThemeState & { setPreference: (preference: ThemePreference) => void } {
  const current = useSyncExternalStore(subscribeTheme, getThemeState, getServerThemeState);
  return { ...current, setPreference: setThemePreference };
}
