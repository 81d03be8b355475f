import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { reauthSchema } from '@sweepscout/shared';
import type { ApiError } from '@sweepscout/kit';
import { useAdminReauthMutation } from '../api/adminApi';
import { errorText } from '../components/feedback';
import { Field } from '../components/Field';
import { FormDialog } from '../components/FormDialog';
import { useSchemaForm } from '../components/useSchemaForm';

/** Runs a sensitive call; when the server asks for a recent sign-in, prompts and retries once. */
export type ReauthGuard = <T>(call: () => Promise<T>) => Promise<T>;

const ReauthContext = createContext<ReauthGuard>((call) => call());

/** The guard of the nearest ReauthProvider (without one: the call runs as it is). */
export const useReauthGuard = (): ReauthGuard => useContext(ReauthContext);

/** The server's 403 for a change that needs the password again (`reauthenticate: true`). */
export function needsReauth(error: unknown): boolean {
  const e = error as Partial<ApiError> | undefined;
  return (
    e?.status === 403 && (e.data as { reauthenticate?: unknown } | null)?.reauthenticate === true
  );
}

interface Pending {
  confirmed: () => void;
  cancelled: () => void;
}

function ReauthDialog({ pending }: { pending: Pending }) {
  const [reauth, { isLoading }] = useAdminReauthMutation();
  const { register, handleSubmit, setError, errors } = useSchemaForm(reauthSchema, {
    password: '',
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await reauth(values).unwrap();
      pending.confirmed();
    } catch (error) {
      setError('password', { message: errorText(error) });
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && pending.cancelled()}
      title="Confirm your password"
      description="This change needs a recent sign-in. Enter your password to continue."
      onSubmit={onSubmit}
      busy={isLoading}
      submitLabel="Confirm"
      wide={false}
    >
      <Field label="Your password" error={errors.password} required full>
        <input
          type="password"
          autoComplete="current-password"
          autoFocus
          {...register('password')}
        />
      </Field>
    </FormDialog>
  );
}

/**
 * Lets screens run changes that the server allows only shortly after a sign-in (another user's
 * password or role): on its 403 the user confirms their password and the change is sent again.
 * Cancelling fails the change with the server's message.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const guard = useCallback<ReauthGuard>(async (call) => {
    try {
      return await call();
    } catch (error) {
      if (!needsReauth(error)) throw error;
      await new Promise<void>((resolve, reject) =>
        setPending({
          confirmed: () => {
            setPending(null);
            resolve();
          },
          cancelled: () => {
            setPending(null);
            reject(error);
          },
        }),
      );
      return call();
    }
  }, []);
  return (
    <ReauthContext.Provider value={guard}>
      {children}
      {pending ? <ReauthDialog pending={pending} /> : null}
    </ReauthContext.Provider>
  );
}
