import { useMemo, useState, type ReactNode } from 'react';
import { useAdminLogoutMutation, useAdminMeQuery } from '../api/adminApi';
import { canManage } from '../auth/permissions';
import { useForgetStaffData } from '../auth/sessionEnd';
import { ChangePasswordDialog } from '../auth/ChangePasswordDialog';
import { SecondFactorSetup } from '../auth/SecondFactorSetup';
import { Modal } from '../components/Dialogs';
import { AdminSessionContext, type AdminSession } from '../components/adminSession';

/** Provides the signed-in user, permissions and logout to the admin screens' components. */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const { data: me } = useAdminMeQuery();
  const [logout, { isLoading }] = useAdminLogoutMutation();
  const forgetStaffData = useForgetStaffData();
  const [changingPassword, setChangingPassword] = useState(false);
  const [settingUp, setSettingUp] = useState(false);
  const session = useMemo<AdminSession>(
    () => ({
      me,
      canManage: (permission) => canManage(me, permission),
      logOut: async () => {
        // Even when the server call fails (already expired), the page forgets the session's data.
        await logout()
          .unwrap()
          .catch(() => undefined);
        // No staff data outlives the session.
        forgetStaffData();
      },
      loggingOut: isLoading,
      changePassword: () => setChangingPassword(true),
      setUpSecondFactor: () => setSettingUp(true),
    }),
    [me, logout, isLoading, forgetStaffData],
  );
  return (
    <AdminSessionContext.Provider value={session}>
      {children}
      {changingPassword && me ? (
        <ChangePasswordDialog username={me.username} onClose={() => setChangingPassword(false)} />
      ) : null}
      {settingUp ? (
        <Modal
          open
          onOpenChange={(open) => !open && setSettingUp(false)}
          title="Two-factor sign-in"
          description="A code from your phone at each sign-in, besides your password."
          keepOpenOnOutside
        >
          <SecondFactorSetup onDone={() => setSettingUp(false)} />
        </Modal>
      ) : null}
    </AdminSessionContext.Provider>
  );
}
