import { ownPasswordFormSchema, type LoginResponse } from '@sweepscout/shared';
import { useChangeOwnPasswordMutation } from '../api/adminApi';
import { errorText, notifyDone } from '../components/feedback';
import { Field } from '../components/Field';
import { FormDialog } from '../components/FormDialog';
import { PASSWORD_HINT } from '../features/users/userForm';
import { useSchemaForm } from '../components/useSchemaForm';

const loadPasswordRule = () => import('@sweepscout/shared/password');

/** The form: the contract's fields, a matching confirmation and the staff password rule. */
const changeSchema = (username: string) =>
  ownPasswordFormSchema.superRefine(async (values, ctx) => {
    const { refineStaffPassword } = await loadPasswordRule();
    refineStaffPassword({ username, password: values.password }, ctx);
  });

interface ChangePasswordDialogProps {
  username: string;
  /** Closed without a change (for a required change: the sign-in is abandoned). */
  onClose: () => void;
  /** A first-run password must be changed: closing the dialog abandons the sign-in. */
  required?: boolean;
  /** With the server's answer (a forced change goes on with the finished sign-in). */
  onChanged?: (result: LoginResponse) => void;
}

/** Any signed-in user changes their own password (the current one is needed). */
export function ChangePasswordDialog({
  username,
  onClose,
  required,
  onChanged,
}: ChangePasswordDialogProps) {
  const [change, { isLoading }] = useChangeOwnPasswordMutation();
  const { register, handleSubmit, setError, errors } = useSchemaForm(changeSchema(username), {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });
  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      const result = await change({ currentPassword, password }).unwrap();
      notifyDone('Your password has been changed.');
      if (onChanged && result.next) onChanged(result as LoginResponse);
      else onClose();
    } catch (error) {
      const field = (error as { status?: number }).status === 403 ? 'currentPassword' : 'password';
      setError(field, { message: errorText(error) });
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Change password"
      description={
        required
          ? 'Your password was generated at the first start: choose your own to continue.'
          : 'Enter your current password and choose a new one.'
      }
      onSubmit={onSubmit}
      busy={isLoading}
      submitLabel="Change Password"
      cancelLabel={required ? 'Sign out' : 'Cancel'}
      wide={false}
    >
      <Field label="Current Password" error={errors.currentPassword} required full>
        <input type="password" autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <Field label="New Password" error={errors.password} hint={PASSWORD_HINT} required full>
        <input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Confirm New Password" error={errors.confirmPassword} required full>
        <input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
    </FormDialog>
  );
}
