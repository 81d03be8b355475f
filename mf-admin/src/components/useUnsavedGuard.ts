import { useEffect } from 'react';

export const UNSAVED_CONFIRM = 'You have unsaved changes. Leave without saving them?';

/**
 * While a form holds unsaved changes: closing or reloading the tab asks first (beforeunload), and
 * the browser's back and forward buttons ask before the route changes under the open dialog.
 */
export function useUnsavedGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const here = window.location.href;
    // The guard's own copy of this entry, marked so that it can be told apart from the router's.
    const guardToken = `${Date.now()}-${Math.random()}`;
    const pushGuard = () =>
      window.history.pushState({ ...window.history.state, guardToken }, '', here);
    // Stay on this entry: a back/forward press first lands on this copy and asks.
    pushGuard();
    const onPopState = () => {
      if (window.confirm(UNSAVED_CONFIRM)) {
        window.removeEventListener('popstate', onPopState);
        window.history.back();
      } else {
        pushGuard();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      // Closed, saved or no longer dirty while still on the guard's copy: take the copy away, so
      // that history is as it was before the form was touched (Back leaves the page at once).
      const state: unknown = window.history.state;
      if ((state as { guardToken?: string } | null)?.guardToken === guardToken) {
        window.history.back();
      }
    };
  }, [dirty]);
}
