import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckRow, FieldBox } from './styles';

/** A single labelled checkbox in the form grid ('Featured casino'). */
export function CheckField({
  registration,
  label,
}: {
  registration: UseFormRegisterReturn;
  label: string;
}) {
  return (
    <FieldBox>
      <CheckRow>
        <input type="checkbox" {...registration} /> {label}
      </CheckRow>
    </FieldBox>
  );
}
