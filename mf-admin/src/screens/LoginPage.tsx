import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { loginSchema, type LoginInput } from '@sweepscout/shared';
import { Button, focusRing, serverMessage, theme, toast } from '@sweepscout/kit';
import { useAdminLoginMutation } from '../api/adminApi';
import { storeToken } from '../auth/token';
import { Field } from '../components/Field';
import { Alert, Page } from '../components/styles';

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

/** /admin/login: username and password; on success the token is stored and the user goes to /admin. */
export function LoginPage() {
  const [login, { isLoading }] = useAdminLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await login(values).unwrap();
      if (!result?.token) throw new Error(LOGIN_FAILED);
      storeToken(result.token);
      toast({ title: 'Login successful', description: 'Welcome to the admin dashboard' });
      navigate('/admin', { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : serverMessage(error, INVALID_LOGIN));
    }
  });

  return (
    <Page>
      <Center>
        <Box>
          <h1>Admin Login</h1>
          <p>Sign in to manage SweepScout.</p>
          {failure ? <Alert role="alert">{failure}</Alert> : null}
          <form onSubmit={onSubmit} noValidate>
            <Field label="Username" error={errors.username} required>
              <input type="text" autoComplete="username" {...register('username')} />
            </Field>
            <Field label="Password" error={errors.password} required>
              <input type="password" autoComplete="current-password" {...register('password')} />
            </Field>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Signing in...' : 'Sign in'}
            </Button>
          </form>
          <Back to="/">Back to Website</Back>
        </Box>
      </Center>
    </Page>
  );
}
