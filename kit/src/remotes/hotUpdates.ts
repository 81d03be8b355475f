import { useSyncExternalStore } from 'react';
import type { RemoteModuleId } from '@sweepscout/shared';
import { forgetRemoteComponent } from './loadRemoteModule';

/**
 * Fired by a remote's development build (shared/build/hotExposeLoader.cjs) once a hot update of
 * one of its exposed modules is applied; the detail is the module id ('catalog/ComparePage').
 */
export const REMOTE_MODULE_UPDATED = 'sweepscout:remote-module-updated';

const revisions = new Map<string, number>();
const listeners = new Set<() => void>();
let listening = false;

function onModuleUpdated(event: Event): void {
  const id = (event as CustomEvent<string>).detail;
  forgetRemoteComponent(id as RemoteModuleId);
  revisions.set(id, (revisions.get(id) ?? 0) + 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (!listening) {
    window.addEventListener(REMOTE_MODULE_UPDATED, onModuleUpdated);
    listening = true;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many times the module was hot-updated: a RemoteSlot re-mounts its area when it changes. */
export function useRemoteRevision(id: RemoteModuleId): number {
  return useSyncExternalStore(
    subscribe,
    () => revisions.get(id) ?? 0,
    () => 0,
  );
}
