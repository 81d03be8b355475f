import type { AnalyticsEvent, AnalyticsEventName } from '@sweepscout/shared';

/**
 * The one analytics client of the site. Components call trackEvent/trackPageView;
 * where the events go is decided by the transports installed at start-up (first-party endpoint by
 * default; a tag manager only when configured and consented).
 */
export type AnalyticsTransport = (event: AnalyticsEvent) => void;

const transports = new Set<AnalyticsTransport>();

export function addAnalyticsTransport(transport: AnalyticsTransport): () => void {
  transports.add(transport);
  return () => transports.delete(transport);
}

function dispatch(event: AnalyticsEvent): void {
  for (const transport of transports) {
    try {
      transport(event);
    } catch {
      // A failing transport must never break the page.
    }
  }
}

export interface EventDetails {
  category?: string;
  label?: string;
  value?: number;
}

export function trackEvent(name: AnalyticsEventName, details: EventDetails = {}): void {
  const path = typeof window !== 'undefined' ? window.location.pathname : undefined;
  dispatch({ name, path, ...details });
}

export function trackPageView(path: string): void {
  dispatch({ name: 'page_view', path });
}
