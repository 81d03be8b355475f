import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import { ADMIN_UNAUTHORIZED_EVENT } from './request';

/** Fired on window when staff log out: the session is over in this browser. */
export const ADMIN_SESSION_ENDED_EVENT = 'sweepscout:admin-session-ended';

/** Announce the end of the staff session (the logout button, after the server call). */
export function endAdminSession(): void {
  window.dispatchEvent(new Event(ADMIN_SESSION_ENDED_EVENT));
}

/**
 * Logout and any 401 from an admin call empty the whole API cache, so that no staff data (contact
 * messages, subscriber emails, users) stays in the page once the session is over. Returns the
 * function that stops listening.
 */
export function resetApiStateOnSessionEnd(
  dispatch: (action: UnknownAction) => unknown,
): () => void {
  const reset = () => {
    dispatch(baseApi.util.resetApiState());
  };
  window.addEventListener(ADMIN_UNAUTHORIZED_EVENT, reset);
  window.addEventListener(ADMIN_SESSION_ENDED_EVENT, reset);
  return () => {
    window.removeEventListener(ADMIN_UNAUTHORIZED_EVENT, reset);
    window.removeEventListener(ADMIN_SESSION_ENDED_EVENT, reset);
  };
}
