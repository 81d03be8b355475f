import { useEffect } from 'react';

/** The attribute #root carries once the app's first render committed. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * Marks #root once React has taken over the page: the root of the server's HTML hydrated (in a
 * transition, over several tasks) or the app rendered. From then on React handles every event of
 * the page: the areas with a Suspense boundary of their own (header, footer, each remote's area)
 * hydrate in idle time right after, or at once when the visitor touches one, and the touch is then
 * handled (React's selective hydration). Until then the router does not listen to history changes
 * yet; the end-to-end tests wait for this mark before they act (tests/support/test.ts).
 */
export function AppReadyMark() {
  useEffect(() => {
    performance.mark('sweepscout:app-ready');
    document.getElementById('root')?.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return null;
}
