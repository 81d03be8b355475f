import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import type { FieldError as RhfFieldError } from 'react-hook-form';
import { FieldBox, FieldError, FullRow, Hint } from './styles';

interface FieldProps {
  label: string;
  /** The control; it gets id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  error?: RhfFieldError | { message?: string };
  hint?: ReactNode;
  required?: boolean;
  full?: boolean;
}

type Notes = Pick<FieldProps, 'hint' | 'error'>;

/** The ids a control's aria-describedby lists: its hint and its error, when shown. */
export const describedByOf = (id: string, { hint, error }: Notes): string | undefined =>
  [hint ? `${id}-hint` : null, error?.message ? `${id}-error` : null].filter(Boolean).join(' ') ||
  undefined;

/** A control's hint and error text, with the ids describedByOf points at. */
export function FieldNotes({ id, hint, error }: Notes & { id: string }) {
  return (
    <>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error?.message ? (
        <FieldError id={`${id}-error`} role="alert">
          {error.message}
        </FieldError>
      ) : null}
    </>
  );
}

/** A labelled form control with its hint and error text. */
export function Field({ label, children, error, hint, required, full }: FieldProps) {
  const id = useId();
  const describedBy = describedByOf(id, { hint, error });
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-invalid': error?.message ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })
    : children;
  const box = (
    <FieldBox>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {control}
      <FieldNotes id={id} hint={hint} error={error} />
    </FieldBox>
  );
  return full ? <FullRow>{box}</FullRow> : box;
}
