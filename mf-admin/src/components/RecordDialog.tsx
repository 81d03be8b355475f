import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@sweepscout/kit';
import { useEditorialScreen } from '../editorial/editorialContext';
import { Field } from './Field';
import { FormDialog } from './FormDialog';
import { RevisionHistory } from '../editorial/RevisionHistory';
import { Alert, FullRow } from './styles';
import type { SaveConflict } from './useRecordForm';
import { UNSAVED_CONFIRM, useUnsavedGuard } from './useUnsavedGuard';

interface RecordDialogProps {
  /** The record's name in the texts: 'Guide' -> 'Add Guide' / 'Edit Guide' / 'Update Guide'. */
  thing: string;
  /** True when an existing record is edited, false for a new one. */
  editing: boolean;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  onClose: () => void;
  wide?: boolean;
  /** Replaces 'Add X' / 'Update X' where a screen words the button differently. */
  submitLabel?: string;
  children: ReactNode;
  /** Content records: "Save draft", the publish time, conflicts and history. */
  onSaveDraft?: () => unknown;
  publishAt?: UseFormRegisterReturn;
  publishAtError?: string;
  conflict?: SaveConflict | null;
  /** Unsaved changes: closing or leaving asks first. */
  dirty?: boolean;
  recordId?: string;
  /** Shown beside the form, e.g. a live preview. */
  aside?: ReactNode;
}

/** The add/edit dialog of a manage screen: always open while mounted, closing unmounts it. */
export function RecordDialog({
  thing,
  editing,
  onClose,
  submitLabel,
  onSaveDraft,
  publishAt,
  publishAtError,
  conflict,
  dirty = false,
  recordId,
  aside,
  children,
  ...rest
}: RecordDialogProps) {
  const screen = useEditorialScreen();
  useUnsavedGuard(dirty);
  const close = () => {
    if (!dirty || window.confirm(UNSAVED_CONFIRM)) onClose();
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && close()}
      title={editing ? `Edit ${thing}` : `Add ${thing}`}
      submitLabel={submitLabel ?? (editing ? `Update ${thing}` : `Add ${thing}`)}
      secondaryActions={
        onSaveDraft ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={rest.busy}
            onClick={() => void onSaveDraft()}
          >
            Save draft
          </Button>
        ) : null
      }
      beforeFooter={
        <>
          {conflict ? (
            <Alert role="alert">
              {conflict.message}{' '}
              {screen && recordId ? (
                <Button
                  type="button"
                  $size="sm"
                  $variant="secondary"
                  onClick={() => screen.reload(recordId)}
                >
                  Reload latest version
                </Button>
              ) : null}
            </Alert>
          ) : null}
          {screen && recordId ? (
            <RevisionHistory resource={screen.resource} id={recordId} onRestored={onClose} />
          ) : null}
        </>
      }
      {...rest}
    >
      {children}
      {publishAt ? (
        <Field
          label="Publish At"
          error={publishAtError ? { message: publishAtError } : undefined}
          hint="Optional. When set in the future, the published record appears at that time."
        >
          <input type="datetime-local" {...publishAt} />
        </Field>
      ) : null}
      {aside ? <FullRow>{aside}</FullRow> : null}
    </FormDialog>
  );
}
