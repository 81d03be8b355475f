import type { AnalyticsEvent } from '@sweepscout/shared';
import type { AnalyticsTransport } from './analytics';

export const EVENTS_ENDPOINT = '/api/events';
const FLUSH_DELAY_MS = 1000;
const MAX_BATCH = 20;

/**
 * Sends events to our own endpoint in small batches; flushes with sendBeacon when the page is
 * hidden so that the last events of a visit are not lost.
 */
export function createFirstPartyTransport(endpoint = EVENTS_ENDPOINT): AnalyticsTransport {
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (useBeacon: boolean) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    while (queue.length) {
      const body = JSON.stringify({ events: queue.slice(0, MAX_BATCH) });
      queue = queue.slice(MAX_BATCH);
      if (useBeacon && typeof navigator !== 'undefined' && navigator.sendBeacon) {
        navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
      } else {
        void fetch(endpoint, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body,
          keepalive: true,
        }).catch(() => undefined);
      }
    }
  };

  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush(true);
    });
  }

  return (event) => {
    queue.push(event);
    if (queue.length >= MAX_BATCH) flush(false);
    else if (!timer) timer = setTimeout(() => flush(false), FLUSH_DELAY_MS);
  };
}
