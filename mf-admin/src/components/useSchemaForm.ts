import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** A form its shared zod schema validates (the schema's messages are shown), errors at hand. */
export function useSchemaForm<V extends FieldValues, O>(
  schema: z.ZodType<O, V>,
  defaultValues: DefaultValues<V>,
) {
  const form = useForm<V, unknown, O>({ resolver: zodResolver(schema), defaultValues });
  return { ...form, errors: form.formState.errors };
}
