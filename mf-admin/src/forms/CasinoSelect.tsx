import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useAdminCasinosQuery } from '../api/adminApi';
import { Field } from '../components/Field';

interface CasinoSelectProps {
  registration: UseFormRegisterReturn<'casinoId'>;
  error?: { message?: string };
  /** The record's casino: set again once the options exist (a select drops unknown values). */
  current?: string;
  setCurrent: (id: string) => void;
}

/** The required casino of a review or game, from the admin casino list. */
export function CasinoSelect({ registration, error, current, setCurrent }: CasinoSelectProps) {
  const casinos = useAdminCasinosQuery();
  useEffect(() => {
    if (casinos.data && current) setCurrent(current);
    // Only when the options arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [casinos.data]);
  return (
    <Field
      label="Casino"
      error={error ? { message: 'Please select a casino' } : undefined}
      required
    >
      <select {...registration} disabled={casinos.isLoading}>
        <option value="">{casinos.isLoading ? 'Loading casinos...' : 'Select a casino'}</option>
        {(casinos.data ?? []).map((casino) => (
          <option key={casino.id} value={casino.id}>
            {casino.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
