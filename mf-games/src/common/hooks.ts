import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createRandomSource, type RandomSource } from '../engines';
import { useLatestRef } from './useLatestRef';

/**
 * The random source of one game: seeded by a `?seed=N` URL parameter (deterministic outcomes for
 * end-to-end tests and reproducible demos), crypto-strong otherwise. Each game gets its own
 * source, so one game's draws never shift another's.
 */
export function useGameRandom(): RandomSource {
  const [params] = useSearchParams();
  const seed = params.get('seed');
  return useMemo(() => createRandomSource(seed), [seed]);
}

/**
 * Runs `action` once, `delayMs` after `active` became true (or `key` changed while active). The
 * timer is cleared when the condition changes and on unmount, so no callback outlives the game.
 */
export function useDelayedAction(
  active: boolean,
  delayMs: number,
  action: () => void,
  key: unknown = null,
): void {
  const actionRef = useLatestRef(action);
  useEffect(() => {
    if (!active) return undefined;
    const id = window.setTimeout(() => actionRef.current(), delayMs);
    return () => window.clearTimeout(id);
  }, [active, delayMs, key, actionRef]);
}

/**
 * Calls `action` every `intervalMs` while `active`, on one interval (no drift from render time
 * accumulating between steps); cleared when inactive and on unmount.
 */
export function useInterval(active: boolean, intervalMs: number, action: () => void): void {
  const actionRef = useLatestRef(action);
  useEffect(() => {
    if (!active) return undefined;
    const id = window.setInterval(() => actionRef.current(), intervalMs);
    return () => window.clearInterval(id);
  }, [active, intervalMs, actionRef]);
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => !!window.matchMedia?.(REDUCED_MOTION_QUERY).matches;

/**
 * True while the visitor asks for reduced motion (follows changes of the setting). The server,
 * and the browser while it hydrates the server's HTML, render with motion (false); the setting
 * applies in the render right after.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}
