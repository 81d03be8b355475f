import { publicationState, type PublicationJson, type PublicationState } from '@sweepscout/shared';

export const STATE_LABELS: Record<PublicationState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** Draft / Scheduled / Published of a record as the admin API returns it. */
export function stateLabel(record: Partial<PublicationJson>): string {
  return STATE_LABELS[publicationState(record)];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the value of a datetime-local input, in the editor's own time zone. */
export function toDateTimeInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
