import { useEffect } from 'react';

/** The attribute #root carries once the app's first render committed. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * Marks #root once React has taken over the page: the server's HTML hydrated (in a transition,
 * over several tasks) or the app rendered. Until then the router does not listen to history
 * changes yet; the end-to-end tests wait for this mark before they act (tests/support/test.ts).
 */
export function AppReadyMark() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return null;
}
