import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  loginSchema,
  secondFactorCodeSchema,
  type LoginResponse,
  type SignInStep,
} from '@sweepscout/shared';
import { Button, focusRing, serverMessage, theme, toast } from '@sweepscout/kit';
import {
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useAdminSecondFactorMutation,
} from '../api/adminApi';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { SecondFactorSetup } from './SecondFactorSetup';
import { Field } from '../components/Field';
import { Alert, Page } from '../components/styles';
import { useSchemaForm } from '../components/useSchemaForm';

const c = theme.colors;

export const LOGIN_FAILED = 'Login failed';
export const INVALID_LOGIN = 'Invalid username or password';

const Center = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${theme.space(4)};
`;

const Box = styled.div`
  width: min(420px, 100%);
  background: ${c.surfaceRaised};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(8)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  p {
    margin: 0;
    color: ${c.textMuted};
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(4)};
  }
`;

const Back = styled(Link)`
  color: ${c.primary};
  font-weight: 600;
  text-decoration: none;
  align-self: center;
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

/** The second step: the authenticator app's code, or a recovery code. */
function CodeStep({ onNext }: { onNext: (result: LoginResponse) => void }) {
  const [send, { isLoading }] = useAdminSecondFactorMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, errors } = useSchemaForm(secondFactorCodeSchema, { code: '' });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onNext(await send(values).unwrap());
    } catch (error) {
      setFailure(serverMessage(error, LOGIN_FAILED));
    }
  });
  return (
    <>
      <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      {failure ? <Alert role="alert">{failure}</Alert> : null}
      <form onSubmit={onSubmit} noValidate>
        <Field label="Authentication code" error={errors.code} required>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            {...register('code')}
          />
        </Field>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Checking...' : 'Verify'}
        </Button>
      </form>
    </>
  );
}

/**
 * /admin/login: username and password, then (as the server answers) the second factor's code,
 * setting one up, or replacing a generated password. The session is an HttpOnly cookie the
 * server sets; once the sign-in is done the user goes to /admin.
 */
export function LoginPage() {
  const [login, { isLoading }] = useAdminLoginMutation();
  const [logout] = useAdminLogoutMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<Exclude<SignInStep, 'done'> | 'password'>('password');
  const navigate = useNavigate();
  const { register, handleSubmit, getValues, errors } = useSchemaForm(loginSchema, {
    username: '',
    password: '',
  });

  const goOn = (result: LoginResponse | undefined) => {
    if (!result?.next) throw new Error(LOGIN_FAILED);
    if (result.next !== 'done') {
      setStep(result.next);
      return;
    }
    toast({ title: 'Login successful', description: 'Welcome to the admin dashboard' });
    navigate('/admin', { replace: true });
  };

  /** Leaves a sign-in half done (a required password change): the server forgets the session. */
  const abandon = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    setStep('password');
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      goOn(await login(values).unwrap());
    } catch (error) {
      setFailure(error instanceof Error ? error.message : serverMessage(error, INVALID_LOGIN));
    }
  });

  return (
    <Page>
      <Center>
        <Box>
          <h1>Admin Login</h1>
          {step === 'password' ? (
            <>
              <p>Sign in to manage SweepScout.</p>
              {failure ? <Alert role="alert">{failure}</Alert> : null}
              <form onSubmit={onSubmit} noValidate>
                <Field label="Username" error={errors.username} required>
                  <input type="text" autoComplete="username" {...register('username')} />
                </Field>
                <Field label="Password" error={errors.password} required>
                  <input
                    type="password"
                    autoComplete="current-password"
                    {...register('password')}
                  />
                </Field>
                <Button type="submit" disabled={isLoading}>
                  {isLoading ? 'Signing in...' : 'Sign in'}
                </Button>
              </form>
            </>
          ) : null}
          {step === 'second-factor' ? <CodeStep onNext={goOn} /> : null}
          {step === 'enrol' ? (
            <>
              <p>Your account needs two-factor sign-in before you go on.</p>
              <SecondFactorSetup onDone={goOn} />
            </>
          ) : null}
          {step === 'change-password' ? (
            <ChangePasswordDialog
              username={getValues('username')}
              required
              onClose={() => void abandon()}
              onChanged={goOn}
            />
          ) : null}
          <Back to="/">Back to Website</Back>
        </Box>
      </Center>
    </Page>
  );
}
