import { createContext, useContext } from 'react';
import type { AdminMe, Permission } from '@sweepscout/shared';

/**
 * What the admin frame needs of the session, provided by the app (app/AdminSession.tsx), so that
 * components stay plain UI and never reach for the API or the token themselves.
 */
export interface AdminSession {
  me: AdminMe | undefined;
  canManage: (permission: Permission) => boolean;
  /** Ends the session on the server and in this browser (even when the server call fails). */
  logOut: () => Promise<void>;
  loggingOut: boolean;
  /** Opens the change-password dialog of the signed-in user. */
  changePassword: () => void;
  /** Opens the set-up of a second factor (for a user who has none). */
  setUpSecondFactor: () => void;
}

export const AdminSessionContext = createContext<AdminSession>({
  me: undefined,
  canManage: () => false,
  logOut: async () => undefined,
  loggingOut: false,
  changePassword: () => undefined,
  setUpSecondFactor: () => undefined,
});

export const useAdminSession = (): AdminSession => useContext(AdminSessionContext);
