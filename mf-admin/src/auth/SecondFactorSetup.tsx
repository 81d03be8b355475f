import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { secondFactorCodeSchema, type LoginResponse } from '@sweepscout/shared';
import { Button, theme } from '@sweepscout/kit';
import { useConfirmSecondFactorMutation, useSetUpSecondFactorMutation } from '../api/adminApi';
import { errorText } from '../components/feedback';
import { Field } from '../components/Field';
import { Alert } from '../components/styles';
import { useSchemaForm } from '../components/useSchemaForm';

const c = theme.colors;

const Qr = styled.img`
  width: 200px;
  height: 200px;
  align-self: center;
  background: #fff;
  border-radius: ${theme.radius.md};
`;

const Secret = styled.code`
  display: block;
  padding: ${theme.space(2)};
  background: ${c.surface};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.md};
  word-break: break-all;
  font-size: 0.9375rem;
`;

const Codes = styled.ol`
  columns: 2;
  margin: 0;
  padding-left: ${theme.space(6)};
  font-family: monospace;
  font-size: 1rem;
  line-height: 1.8;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
`;

interface SecondFactorSetupProps {
  /** After the recovery codes were shown and acknowledged: where the sign-in goes next. */
  onDone: (result: LoginResponse) => void;
}

/**
 * Setting up the authenticator app: the QR code (and the secret for typing in), a code from the
 * app to confirm, then the recovery codes, shown this once.
 */
export function SecondFactorSetup({ onDone }: SecondFactorSetupProps) {
  const [setUp, setup] = useSetUpSecondFactorMutation();
  const [confirm, confirming] = useConfirmSecondFactorMutation();
  const [result, setResult] = useState<(LoginResponse & { recoveryCodes: string[] }) | null>(null);
  const { register, handleSubmit, setError, errors } = useSchemaForm(secondFactorCodeSchema, {
    code: '',
  });
  useEffect(() => {
    void setUp();
  }, [setUp]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      setResult(await confirm(values).unwrap());
    } catch (error) {
      setError('code', { message: errorText(error) });
    }
  });

  if (result) {
    return (
      <Stack>
        <h2>Recovery codes</h2>
        <p>
          Each code signs you in once if you lose your phone. Keep them somewhere safe: they are
          shown only now.
        </p>
        <Codes aria-label="Recovery codes">
          {result.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <Button type="button" onClick={() => onDone(result)}>
          I have saved my recovery codes
        </Button>
      </Stack>
    );
  }
  if (setup.isError) {
    return <Alert role="alert">Could not start the set-up: {errorText(setup.error)}</Alert>;
  }
  return (
    <Stack>
      <h2>Set up two-factor sign-in</h2>
      <p>
        Scan this code with an authenticator app (or type the key in), then enter the 6-digit code
        it shows.
      </p>
      {setup.data ? (
        <>
          <Qr src={setup.data.qrCode} alt="QR code for your authenticator app" />
          <Secret aria-label="Key for typing in">{setup.data.secret}</Secret>
        </>
      ) : (
        <p role="status">Preparing your code...</p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Field label="Code from the app" error={errors.code} required>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            {...register('code')}
          />
        </Field>
        <Button type="submit" disabled={confirming.isLoading || !setup.data}>
          {confirming.isLoading ? 'Checking...' : 'Turn on two-factor sign-in'}
        </Button>
      </form>
    </Stack>
  );
}
