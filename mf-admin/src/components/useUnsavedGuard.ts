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
    // Stay on this entry: a back/forward press first lands on this copy and asks.
    window.history.pushState(window.history.state, '', here);
    const onPopState = () => {
      if (window.confirm(UNSAVED_CONFIRM)) {
        window.removeEventListener('popstate', onPopState);
        window.history.back();
      } else {
        window.history.pushState(window.history.state, '', here);
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
    };
  }, [dirty]);
}
