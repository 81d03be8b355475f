import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field } from '../components/Field';
import { CasinoCombobox } from './CasinoCombobox';

interface CasinoSelectProps<V extends FieldValues, O> {
  control: Control<V, unknown, O>;
  name: FieldPath<V>;
  error?: { message?: string };
  /** The edited record's casino name (its admin answer carries it). */
  currentName?: string;
}

/** The required casino of a review or game, chosen by searching the casinos on the server. */
export function CasinoSelect<V extends FieldValues, O>({
  control,
  name,
  error,
  currentName,
}: CasinoSelectProps<V, O>) {
  const { field } = useController({ control, name });
  return (
    <Field
      label="Casino"
      error={error ? { message: 'Please select a casino' } : undefined}
      required
    >
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
