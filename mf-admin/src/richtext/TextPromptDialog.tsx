import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@sweepscout/kit';
import { DialogCancel, DialogFooter, Modal } from '../components/Dialogs';
import { Field } from '../components/Field';

export interface TextPrompt {
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  hint?: string;
  /** The error to show for this value, or null when it may be submitted. */
  check?: (value: string) => string | null;
  onSubmit: (value: string) => void;
}

/**
 * One labelled question inside the editor (a link's address, an image's alt text): an accessible
 * dialog instead of window.prompt, which cannot be styled, validated or labelled. When it
 * closes, focus goes back to the editor (onClose), not to the toolbar button that opened it.
 */
export function TextPromptDialog({
  prompt,
  onClose,
}: {
  prompt: TextPrompt | null;
  onClose: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setValue('');
    setError(null);
  }, [prompt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The editor's own form must not submit too: this dialog is rendered inside it.
    event.stopPropagation();
    if (!prompt) return;
    const trimmed = value.trim();
    const problem = prompt.check?.(trimmed) ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    prompt.onSubmit(trimmed);
    onClose();
  };

  return (
    <Modal
      open={prompt !== null}
      onOpenChange={(open) => !open && onClose()}
      title={prompt?.title ?? ''}
      description={prompt?.description ?? ''}
      onCloseAutoFocus={(event) => event.preventDefault()}
    >
      <form onSubmit={submit} noValidate>
        <Field
          label={prompt?.label ?? ''}
          hint={prompt?.hint}
          error={error ? { message: error } : undefined}
        >
          <input
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            autoComplete="off"
          />
        </Field>
        <DialogFooter>
          <DialogCancel />
          <Button type="submit">{prompt?.submitLabel ?? 'OK'}</Button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
