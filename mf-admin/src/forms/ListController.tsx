import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface ListControllerProps<V extends FieldValues, O> {
  control: Control<V, unknown, O>;
  name: FieldPath<V>;
  /** The editor of the list (image list, game features). */
  render: (value: string[], onChange: (next: string[]) => void) => ReactNode;
}

/** Binds a string-list editor to a form field; an unset field is an empty list. */
export function ListController<V extends FieldValues, O>({
  control,
  name,
  render,
}: ListControllerProps<V, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <>{render((field.value as string[] | undefined) ?? [], field.onChange)}</>
      )}
    />
  );
}
