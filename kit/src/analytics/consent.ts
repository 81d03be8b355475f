import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@sweepscout/shared';
import { TAG_MANAGER_ID_PATTERN, TAG_MANAGER_META } from '@sweepscout/shared';
import type { AnalyticsTransport } from './analytics';

/**
 * Consent for third-party analytics. The first-party endpoint (our own server, no cookies) always
 * receives events; a tag manager loads only when one is configured AND the visitor accepted.
 * Nothing third-party is requested before that.
 */
export type ConsentChoice = 'granted' | 'denied';

export const TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

type Listener = () => void;
const listeners = new Set<Listener>();
let choice: ConsentChoice | null | undefined;

function readStoredConsent(): ConsentChoice | null {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEYS.analyticsConsent);
    return stored === 'granted' || stored === 'denied' ? stored : null;
  } catch {
    return null;
  }
}

/** The visitor's choice, or null while they have not answered. */
export function getConsent(): ConsentChoice | null {
  if (choice === undefined) choice = readStoredConsent();
  return choice;
}

/** Record the visitor's choice; null asks again (the footer's cookie settings). */
export function setConsent(next: ConsentChoice | null): void {
  try {
    if (next) globalThis.localStorage?.setItem(STORAGE_KEYS.analyticsConsent, next);
    else globalThis.localStorage?.removeItem(STORAGE_KEYS.analyticsConsent);
  } catch {
    // Unavailable storage: the choice holds for this page only.
  }
  choice = next;
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribeConsent, getConsent, () => null);
}

/** The configured tag-manager container id, or null when none is configured. */
export function readTagManagerId(doc: Document | undefined = globalThis.document): string | null {
  const content = doc?.querySelector(`meta[name="${TAG_MANAGER_META}"]`)?.getAttribute('content');
  const id = content?.trim() ?? '';
  return TAG_MANAGER_ID_PATTERN.test(id) ? id : null;
}

const noSubscription = () => () => undefined;

/**
 * The configured tag-manager id for rendering (the consent banner, the footer's Cookie settings):
 * null on the server and while the browser hydrates server HTML, the page's own afterwards. The
 * server renders the page as if none were configured, so what depends on it appears after
 * hydration instead of making the first render differ from the server's.
 */
export function useTagManagerId(): string | null {
  return useSyncExternalStore(noSubscription, readTagManagerId, () => null);
}

interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[];
}

let loadedId: string | null = null;

function loadTagManager(gtmId: string): void {
  if (loadedId === gtmId || typeof document === 'undefined') return;
  loadedId = gtmId;
  const w = window as unknown as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT_URL}?id=${encodeURIComponent(gtmId)}`;
  script.dataset.tagManager = gtmId;
  document.head.appendChild(script);
}

/**
 * The tag-manager transport: loads the container once consent is granted (now or later) and
 * pushes each event to its dataLayer; before consent, or after a refusal, it does nothing.
 */
export function createTagManagerTransport(gtmId: string): AnalyticsTransport {
  if (getConsent() === 'granted') loadTagManager(gtmId);
  subscribeConsent(() => {
    if (getConsent() === 'granted') loadTagManager(gtmId);
  });
  return (event) => {
    if (getConsent() !== 'granted') return;
    loadTagManager(gtmId);
    const w = window as unknown as DataLayerWindow;
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({
      event: event.name,
      page_path: event.path,
      event_category: event.category,
      event_label: event.label,
      value: event.value,
    });
  };
}
