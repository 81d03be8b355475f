import { useState, type FormEvent } from 'react';
import { CHANGE_NOTE_MAX, changeNoteField } from '@sweepscout/shared';
import { Button } from '@sweepscout/kit';
import { DialogCancel, DialogFooter, Modal } from '../components/Dialogs';
import { Field } from '../components/Field';

interface BulkPublishDialogProps {
  /** How many records are selected. */
  count: number;
  onClose: () => void;
  /** Publish them, with the note ('' for a minor publish); true when it went through. */
  onPublish: (changeNote: string) => Promise<boolean>;
  busy?: boolean;
}

/**
 * The confirmation of a bulk publish of records that carry change notes: the public change note
 * it adds, dated, to every record it publishes, checked as a single save checks it.
 */
export function BulkPublishDialog({ count, onClose, onPublish, busy }: BulkPublishDialogProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = changeNoteField.changeNote.safeParse(note);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (await onPublish(parsed.data ?? '')) onClose();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Publish ${count} ${count === 1 ? 'record' : 'records'}?`}
      description="Each one goes live (a scheduled one at its time). A change note, if you write one, is shown on every one of their pages, dated today."
      keepOpenOnOutside
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label="Public Change Note"
          error={error ? { message: error } : undefined}
          hint={`At most ${CHANGE_NOTE_MAX} characters. Leave empty for a minor publish.`}
        >
          <textarea rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <DialogFooter>
          <DialogCancel />
          <Button type="submit" disabled={busy}>
            {busy ? 'Publishing...' : 'Publish'}
          </Button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
