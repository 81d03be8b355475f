import { useCallback, useMemo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import {
  ADMIN_ROLES,
  DEFAULT_NEW_USER_ROLE,
  PERMISSIONS,
  PROTECTED_ADMIN_USERNAME,
  type userFormSchema,
  userRoleInputSchema,
  type AdminRole,
  type AdminUser,
  type Permission,
} from '@sweepscout/shared';
import { Badge, Button } from '@sweepscout/kit';
import {
  useAdminUserRolesQuery,
  useAdminUsersQuery,
  useCreateUserMutation,
  useDeleteUserMutation,
  useResetSecondFactorMutation,
  useSetUserRoleMutation,
  useUpdateUserMutation,
  type Payload,
} from '../../api/adminApi';
import { useCanManage } from '../../auth/permissions';
import { useReauthGuard } from '../../auth/Reauth';
import { useAdminSession } from '../../components/adminSession';
import { DataTable } from '../../components/DataTable';
import { AdminLayout, ListState } from '../../components/AdminLayout';
import { notifyDone, notifyFailed } from '../../components/feedback';
import { Field } from '../../components/Field';
import { Options } from '../../components/Options';
import { FormDialog } from '../../components/FormDialog';
import { RecordDialog } from '../../components/RecordDialog';
import { AddButton, DeleteStep, RowButtons } from '../../components/ManageParts';
import { BadgeList, CheckRow, FieldBox, FieldError, FullRow } from '../../components/styles';
import { useCrud } from '../../components/useCrud';
import { useRecordSave } from '../../components/useRecordSave';
import { formSchema, PASSWORD_HINT } from './userForm';
import { useDialogState } from '../../components/useDialogState';
import { useSchemaForm } from '../../components/useSchemaForm';

/** Updates go through the re-authentication prompt (another user's password or role). */
function useGuardedUpdateUser() {
  const [update, state] = useUpdateUserMutation();
  const guard = useReauthGuard();
  const run = useCallback(
    (arg: { id: string; body: Payload }) => ({ unwrap: () => guard(() => update(arg).unwrap()) }),
    [update, guard],
  );
  return [run, state] as const;
}

const CRUD = {
  useCreate: useCreateUserMutation,
  useUpdate: useGuardedUpdateUser,
  useRemove: useDeleteUserMutation,
};

const LABELS = { title: 'User', noun: 'user' };
export const ROLE_UPDATED = 'User role and permissions have been updated.';

interface UserRow extends AdminUser {
  role: AdminRole;
  permissions: Permission[];
}

type UserFormValues = z.input<typeof userFormSchema>;
/** The role and permission controls, shared by the user form and the role dialog. */
type RoleFields = { role: AdminRole; permissions: Permission[] };

function PermissionBoxes({
  register,
  error,
}: {
  register: UseFormRegister<RoleFields>;
  error?: { message?: string };
}) {
  return (
    <FullRow>
      <FieldBox
        as="fieldset"
        style={{ border: 0, padding: 0, margin: 0 }}
        aria-describedby={error?.message ? 'permissions-error' : undefined}
      >
        <legend>Permissions</legend>
        <BadgeList style={{ gap: 16 }}>
          {PERMISSIONS.map((permission) => (
            <CheckRow key={permission}>
              <input type="checkbox" value={permission} {...register('permissions')} /> {permission}
            </CheckRow>
          ))}
        </BadgeList>
        {error?.message ? (
          <FieldError id="permissions-error" role="alert">
            {error.message}
          </FieldError>
        ) : null}
      </FieldBox>
    </FullRow>
  );
}

function RoleSelect({ register }: { register: UseFormRegister<RoleFields> }) {
  return (
    <Field label="Role" required>
      <select {...register('role')}>
        <Options values={ADMIN_ROLES} />
      </select>
    </Field>
  );
}

function UserForm({ user, onClose }: { user?: UserRow; onClose: () => void }) {
  const { me } = useAdminSession();
  const self = Boolean(user && me && user.id === me.id);
  const empty: UserFormValues = {
    username: '',
    password: '',
    confirmPassword: '',
    currentPassword: '',
    role: DEFAULT_NEW_USER_ROLE,
    permissions: [],
  };
  const { register, handleSubmit, reset, errors } = useSchemaForm(
    formSchema(!user),
    user
      ? {
          username: user.username,
          password: '',
          confirmPassword: '',
          currentPassword: '',
          role: user.role,
          permissions: user.permissions,
        }
      : empty,
  );
  const { save, saving } = useRecordSave(LABELS, CRUD, user?.id, () => {
    reset(empty);
    onClose();
  });
  const onSubmit = handleSubmit((values) => {
    // No confirmPassword on create; on update the password (and its confirmation) only when given.
    const body: Payload = {
      username: values.username,
      role: values.role,
      permissions: values.permissions,
    };
    if (!user) body.password = values.password;
    else if (values.password)
      Object.assign(body, {
        password: values.password,
        confirmPassword: values.confirmPassword,
        // One's own password changes only with the current one.
        ...(self ? { currentPassword: values.currentPassword } : {}),
      });
    return save(body);
  });
  const registerAny = register as unknown as UseFormRegister<RoleFields>;
  return (
    <RecordDialog
      thing="User"
      editing={Boolean(user)}
      onClose={onClose}
      description={
        user
          ? `Update ${user.username}. Leave the password blank to keep the current one.`
          : 'Create a new admin user.'
      }
      onSubmit={onSubmit}
      busy={saving}
    >
      <Field label="Username" error={errors.username} required>
        <input type="text" autoComplete="off" {...register('username')} />
      </Field>
      <RoleSelect register={registerAny} />
      <Field
        label="Password"
        error={errors.password}
        required={!user}
        hint={user ? `Leave blank to keep the current password. ${PASSWORD_HINT}` : PASSWORD_HINT}
      >
        <input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      {self ? (
        <Field
          label="Current Password"
          error={errors.currentPassword}
          hint="Needed to change your own password."
        >
          <input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
      ) : null}
      <Field label="Confirm Password" error={errors.confirmPassword} required={!user}>
        <input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <PermissionBoxes register={registerAny} error={errors.permissions} />
    </RecordDialog>
  );
}

function RoleForm({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const [setRole, { isLoading }] = useSetUserRoleMutation();
  const guard = useReauthGuard();
  const { register, handleSubmit, errors } = useSchemaForm(userRoleInputSchema, {
    role: user.role,
    permissions: user.permissions,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await guard(() => setRole({ id: user.id, body: values }).unwrap());
      notifyDone(ROLE_UPDATED);
      onClose();
    } catch (error) {
      notifyFailed('update user', error);
    }
  });
  const registerAny = register as unknown as UseFormRegister<RoleFields>;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Role & Permissions"
      description={`Choose the role and permissions of ${user.username}.`}
      onSubmit={onSubmit}
      busy={isLoading}
      submitLabel="Save Role"
    >
      <RoleSelect register={registerAny} />
      <PermissionBoxes register={registerAny} error={errors.permissions} />
    </FormDialog>
  );
}

/** An administrator resets another user's second factor (a lost phone). */
function ResetSecondFactorButton({ user }: { user: UserRow }) {
  const [reset, { isLoading }] = useResetSecondFactorMutation();
  const guard = useReauthGuard();
  const onClick = async () => {
    try {
      await guard(() => reset(user.id).unwrap());
      notifyDone(`${user.username} will set up two-factor sign-in again at the next sign-in.`);
    } catch (error) {
      notifyFailed('reset two-factor sign-in', error);
    }
  };
  return (
    <Button
      type="button"
      $variant="secondary"
      $size="sm"
      disabled={isLoading}
      aria-label={`Reset two-factor sign-in of ${user.username}`}
      onClick={onClick}
    >
      Reset 2FA
    </Button>
  );
}

/** /admin/users: Username, Role badge, Permissions badges; role/permissions, edit, delete (not for admin). */
export function UsersScreen() {
  const users = useAdminUsersQuery();
  const roles = useAdminUserRolesQuery();
  const dialog = useDialogState<UserRow>();
  const roleDialog = useDialogState<UserRow>();
  const canManage = useCanManage('manage_users');
  const { me } = useAdminSession();
  const crud = useCrud(LABELS, CRUD);
  const rows = useMemo<UserRow[]>(() => {
    const byUser = new Map((roles.data ?? []).map((r) => [r.userId, r]));
    // A user without a role record is shown as a viewer.
    return (users.data ?? []).map((u) => ({
      ...u,
      role: byUser.get(u.id)?.role ?? 'viewer',
      permissions: byUser.get(u.id)?.permissions ?? [],
    }));
  }, [users.data, roles.data]);

  return (
    <AdminLayout
      title="Manage User Access"
      actions={<AddButton label="Add User" disabled={!canManage} onClick={dialog.openAdd} />}
    >
      <ListState
        noun="users"
        query={{
          isLoading: users.isLoading || roles.isLoading,
          isError: users.isError || roles.isError,
          refetch: () => {
            void users.refetch();
            void roles.refetch();
          },
        }}
      >
        <DataTable headers={['Username', 'Role', 'Permissions', 'Actions']}>
          {rows.map((user) => (
            <tr key={user.id}>
              <td>{user.username}</td>
              <td>
                <Badge
                  $tone={
                    user.role === 'admin'
                      ? 'primary'
                      : user.role === 'editor'
                        ? 'success'
                        : 'neutral'
                  }
                >
                  {user.role}
                </Badge>
              </td>
              <td>
                <BadgeList>
                  {user.permissions.length ? (
                    user.permissions.map((p) => <Badge key={p}>{p}</Badge>)
                  ) : (
                    <Badge>none</Badge>
                  )}
                </BadgeList>
              </td>
              <td>
                <RowButtons
                  label={user.username}
                  disabled={!canManage}
                  onEdit={() => dialog.openEdit(user)}
                  onDelete={() => dialog.openDelete(user)}
                  deleteDisabled={user.username === PROTECTED_ADMIN_USERNAME}
                  deleteTitle={
                    user.username === PROTECTED_ADMIN_USERNAME
                      ? 'The admin user cannot be deleted'
                      : undefined
                  }
                >
                  <Button
                    type="button"
                    $variant="secondary"
                    $size="sm"
                    disabled={!canManage}
                    aria-label={`Role and permissions of ${user.username}`}
                    onClick={() => roleDialog.openEdit(user)}
                  >
                    Role & Permissions
                  </Button>
                  {me?.role === 'admin' && me.id !== user.id ? (
                    <ResetSecondFactorButton user={user} />
                  ) : null}
                </RowButtons>
              </td>
            </tr>
          ))}
        </DataTable>
      </ListState>
      {dialog.formOpen ? <UserForm user={dialog.editing} onClose={dialog.close} /> : null}
      {roleDialog.editing ? (
        <RoleForm user={roleDialog.editing} onClose={roleDialog.close} />
      ) : null}
      <DeleteStep
        dialog={dialog}
        subject={(r) => r.username}
        busy={crud.removing}
        remove={crud.remove}
      />
    </AdminLayout>
  );
}
