import { useEffect } from 'react';

/** The attribute #root carries once React has taken over the page. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * Marks #root as taken over by React (once; later calls do nothing). The end-to-end tests wait for
 * this mark before they act (tests/support/test.ts), and the page's capture script then presses
 * again the taps it held (index.html).
 *
 * A server-rendered page is marked as soon as `hydrateRoot` has been called with every module
 * its server render used already loaded (bootstrap.tsx): from then on React listens to every
 * event of the page. A tap or a key before the root's hydration committed makes React finish it
 * at once, synchronously, and the event is then handled; the areas with a Suspense boundary of
 * their own (header, footer, each remote's area) hydrate the same way when touched, or in idle
 * time. Nothing they need is still loading, so nothing a visitor does is dropped (React drops a
 * discrete event only on an area still waiting for its code).
 */
export function markAppReady(): void {
  const root = document.getElementById('root');
  if (!root || root.hasAttribute(APP_READY_ATTRIBUTE)) return;
  performance.mark('sweepscout:app-ready');
  root.setAttribute(APP_READY_ATTRIBUTE, '');
}

/**
 * Marks #root once the app's first render committed: for a page rendered in the browser (the
 * admin area, a page the server did not render), where there is nothing to tap before that.
 */
export function AppReadyMark() {
  useEffect(markAppReady, []);
  return null;
}
