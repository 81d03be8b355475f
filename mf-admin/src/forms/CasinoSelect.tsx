import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field } from '../components/Field';
import { CasinoCombobox } from './CasinoCombobox';

interface CasinoFieldProps<V extends FieldValues, O> {
  control: Control<V, unknown, O>;
  name: FieldPath<V>;
  label: string;
  error?: { message?: string };
  /** The edited record's casino name (its admin answer carries it). */
  currentName?: string;
}

/** A required casino of a form, chosen by searching the casinos on the server. */
export function CasinoField<V extends FieldValues, O>({
  control,
  name,
  label,
  error,
  currentName,
}: CasinoFieldProps<V, O>) {
  const { field } = useController({ control, name });
  return (
    <Field label={label} error={error} required>
      <CasinoCombobox
        value={String(field.value ?? '')}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        currentName={currentName}
      />
    </Field>
  );
}

/** The casino of a review or game: any error reads 'Please select a casino'. */
export function CasinoSelect<V extends FieldValues, O>({
  error,
  ...field
}: Omit<CasinoFieldProps<V, O>, 'label'>) {
  return (
    <CasinoField
      {...field}
      label="Casino"
      error={error ? { message: 'Please select a casino' } : undefined}
    />
  );
}
