import type { AdminMe, Permission } from '@sweepscout/shared';
import { useAdminMeQuery } from '../api/adminApi';

/** Whether the signed-in user may change a resource (the server decides; this only tidies the UI). */
export function canManage(me: AdminMe | undefined, permission: Permission): boolean {
  if (!me) return false;
  return me.role === 'admin' || (me.role === 'editor' && me.permissions.includes(permission));
}

export function useCanManage(permission: Permission): boolean {
  const { data } = useAdminMeQuery();
  return canManage(data, permission);
}
