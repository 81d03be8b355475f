import { useSyncExternalStore } from 'react';
import { GLOSSARY_TIMING } from '@sweepscout/shared';
import { STORAGE_KEYS } from '@sweepscout/shared';
import { followOtherTabs } from '../storage/otherTabs';

/**
 * The glossary state kept in localStorage:
 * - first-time-user flag: defaults to true and is written as 'true' when nothing is stored;
 *   a stored 'false' means a returning user;
 * - terms seen: a map of glossary keys already seen;
 * - tooltip-seen count: +1 for each distinct term newly marked seen; at 5 the visitor becomes a
 *   returning user. The flag can also be set explicitly.
 */
export interface GlossaryState {
  firstTimeUser: boolean;
  termsSeen: Readonly<Record<string, true>>;
  seenCount: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: GlossaryState | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the state still holds for this page.
  }
}

function readTermsSeen(raw: string | null | undefined): Record<string, true> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>)
        .filter(([, seen]) => seen === true)
        .map(([key]) => [key, true as const]),
    );
  } catch {
    return {};
  }
}

/** Read the state from storage, writing the first-time-user default when nothing is stored. */
export function loadGlossaryState(): GlossaryState {
  const store = storage();
  let flag: string | null = null;
  try {
    flag = store?.getItem(STORAGE_KEYS.firstTimeUser) ?? null;
  } catch {
    flag = null;
  }
  if (flag === null) write(STORAGE_KEYS.firstTimeUser, 'true');
  let termsRaw: string | null = null;
  let countRaw: string | null = null;
  try {
    termsRaw = store?.getItem(STORAGE_KEYS.termsSeen) ?? null;
    countRaw = store?.getItem(STORAGE_KEYS.tooltipSeenCount) ?? null;
  } catch {
    // Unreadable storage: start empty.
  }
  const count = Number.parseInt(countRaw ?? '0', 10);
  return {
    firstTimeUser: flag !== 'false',
    termsSeen: readTermsSeen(termsRaw),
    seenCount: Number.isFinite(count) && count > 0 ? count : 0,
  };
}

/**
 * What the server renders, and the browser's first render while it hydrates that HTML: a new
 * visitor's state, never read from storage (the server has none). The visitor's own state (terms
 * already seen, a returning visitor) applies in the render that follows hydration.
 */
const SERVER_GLOSSARY_STATE: GlossaryState = { firstTimeUser: true, termsSeen: {}, seenCount: 0 };
const getServerGlossaryState = (): GlossaryState => SERVER_GLOSSARY_STATE;

export function getGlossaryState(): GlossaryState {
  if (!state) state = loadGlossaryState();
  return state;
}

function commit(next: GlossaryState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeGlossary(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Set the first-time-user flag explicitly. */
export function setFirstTimeUser(firstTimeUser: boolean): void {
  write(STORAGE_KEYS.firstTimeUser, String(firstTimeUser));
  commit({ ...getGlossaryState(), firstTimeUser });
}

/**
 * Mark a term seen. A term seen for the first time adds 1 to the count; at
 * GLOSSARY_TIMING.returningUserAfterTerms (5) the visitor becomes a returning user.
 * Returns true when the term was newly seen.
 */
export function markTermSeen(key: string): boolean {
  const current = getGlossaryState();
  if (current.termsSeen[key]) return false;
  const termsSeen = { ...current.termsSeen, [key]: true as const };
  const seenCount = current.seenCount + 1;
  write(STORAGE_KEYS.termsSeen, JSON.stringify(termsSeen));
  write(STORAGE_KEYS.tooltipSeenCount, String(seenCount));
  let firstTimeUser = current.firstTimeUser;
  if (seenCount >= GLOSSARY_TIMING.returningUserAfterTerms && firstTimeUser) {
    firstTimeUser = false;
    write(STORAGE_KEYS.firstTimeUser, 'false');
  }
  commit({ firstTimeUser, termsSeen, seenCount });
  return true;
}

/** Whether a tooltip is offered for a term: only to a first-time user, only for unseen terms. */
export function shouldShowTooltip(current: GlossaryState, key: string): boolean {
  return current.firstTimeUser && !current.termsSeen[key];
}

const GLOSSARY_KEYS: readonly string[] = [
  STORAGE_KEYS.firstTimeUser,
  STORAGE_KEYS.termsSeen,
  STORAGE_KEYS.tooltipSeenCount,
];

function sameGlossaryState(a: GlossaryState, b: GlossaryState): boolean {
  const seenA = Object.keys(a.termsSeen);
  return (
    a.firstTimeUser === b.firstTimeUser &&
    a.seenCount === b.seenCount &&
    seenA.length === Object.keys(b.termsSeen).length &&
    seenA.every((key) => b.termsSeen[key])
  );
}

let syncStarted = false;

/** Follow changes made in other tabs (from the page's first idle moment). Returns a stop function. */
export function startGlossarySync(): () => void {
  if (typeof window === 'undefined' || syncStarted) return () => undefined;
  syncStarted = true;
  // Only a real change re-renders the page's terms (the first call, catching up, usually finds none).
  const stopFollowing = followOtherTabs(GLOSSARY_KEYS, () => {
    const next = loadGlossaryState();
    if (!state || !sameGlossaryState(state, next)) commit(next);
  });
  return () => {
    syncStarted = false;
    stopFollowing();
  };
}

/** Forget the in-memory copy (tests, or after storage was cleared). */
export function reloadGlossaryState(): void {
  commit(loadGlossaryState());
}

export function useGlossaryState(): GlossaryState {
  return useSyncExternalStore(subscribeGlossary, getGlossaryState, getServerGlossaryState);
}
