import type { MouseEvent } from 'react';
import { Button, PagerBar } from '@sweepscout/kit';

/** Page N of M with Previous and Next, disabled at the ends (both with one page). */
export function Pagination({
  page,
  totalPages,
  onPage,
  form,
  field,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The GET form the buttons send (with `field` = their page) when the app is not running. */
  form?: string;
  field?: string;
}) {
  const last = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), last);
  return (
    <PagerBar aria-label="Pagination">
      <Button
        type={form ? 'submit' : 'button'}
        form={form}
        name={field}
        value={current - 1}
        $variant="secondary"
        disabled={current <= 1}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          onPage(current - 1);
        }}
      >
        Previous
      </Button>
      <span aria-current="page">
        Page {current} of {last}
      </span>
      <Button
        type={form ? 'submit' : 'button'}
        form={form}
        name={field}
        value={current + 1}
        $variant="secondary"
        disabled={current >= last}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          onPage(current + 1);
        }}
      >
        Next
      </Button>
    </PagerBar>
  );
}
