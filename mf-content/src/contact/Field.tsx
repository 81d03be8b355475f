import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@sweepscout/kit';

const c = theme.colors;

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  label {
    font-weight: 600;
    color: ${c.text};
  }
  input,
  select,
  textarea {
    font: inherit;
    width: 100%;
    box-sizing: border-box;
    padding: 10px 12px;
    border-radius: ${theme.radius.md};
    border: 1px solid ${c.border};
    background: ${c.bg};
    color: ${c.text};
  }
  textarea {
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${c.danger};
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: 1px;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${c.danger};
  font-size: 0.875rem;
  font-weight: 600;
`;

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  className?: string;
  /** One input, select or textarea; it gets the id, aria-invalid and aria-describedby. */
  children: ReactNode;
}

/** A labelled form control with its validation message shown under it. */
export function Field({ id, label, error, className, children }: FieldProps) {
  const errorId = `${id}-error`;
  const control = Children.only(children);
  return (
    <Wrap className={className}>
      <label htmlFor={id}>{label}</label>
      {isValidElement(control) &&
        cloneElement(control as ReactElement<Record<string, unknown>>, {
          id,
          'aria-invalid': error ? 'true' : 'false',
          'aria-describedby': error ? errorId : undefined,
        })}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrap>
  );
}
