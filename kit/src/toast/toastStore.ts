import type { ReactNode } from 'react';

/**
 * The site's one toast API: default and destructive variants with a title, a
 * description and an optional action; at most one toast at a time. The shell renders the Toaster.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Display time; 5000 ms by default. */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: number;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

type Listener = (toasts: readonly ToastRecord[]) => void;

let toasts: readonly ToastRecord[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly ToastRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

/** Close a toast (or all); it is removed from the list after TOAST_REMOVE_DELAY_MS. */
export function dismissToast(id?: number): void {
  for (const t of toasts) {
    if ((id === undefined || t.id === id) && !removalTimers.has(t.id)) {
      removalTimers.set(
        t.id,
        setTimeout(() => removeToast(t.id), TOAST_REMOVE_DELAY_MS),
      );
    }
  }
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id: number): void {
  const timer = removalTimers.get(id);
  if (timer) clearTimeout(timer);
  removalTimers.delete(id);
  emit(toasts.filter((t) => t.id !== id));
}

export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
