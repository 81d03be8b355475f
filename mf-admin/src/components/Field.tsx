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

/** A labelled form control with its hint and error text. */
export function Field({ label, children, error, hint, required, full }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error?.message ? errorId : null].filter(Boolean).join(' ') || undefined;
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
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error?.message ? (
        <FieldError id={errorId} role="alert">
          {error.message}
        </FieldError>
      ) : null}
    </FieldBox>
  );
  return full ? <FullRow>{box}</FullRow> : box;
}
