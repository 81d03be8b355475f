import type { ReactNode } from 'react';

interface OptionsProps<T extends string | number> {
  values: readonly T[];
  /** The option's text; by default the value itself. */
  label?: (value: T) => ReactNode;
}

/** The options of a select, one per value. */
export function Options<T extends string | number>({ values, label = String }: OptionsProps<T>) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
