import { Button } from '@sweepscout/kit';
import { Pager } from './styles';

interface PageNavProps {
  /** What the pages are of, for screen readers ("Messages pages"). */
  label: string;
  page: number;
  pages: number;
  /** How many records there are in all; not shown when left out. */
  total?: number;
  onPage: (page: number) => void;
  /** The buttons' size: small below a manage table, regular below the audit log. */
  size?: 'sm' | 'md';
}

/** Previous / Next through a list the server pages, with where the reader is. */
export function PageNav({ label, page, pages, total, onPage, size = 'sm' }: PageNavProps) {
  return (
    <Pager aria-label={label}>
      <Button
        type="button"
        $variant="secondary"
        $size={size}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <span>
        Page {page} of {pages}
        {total === undefined ? null : ` (${total} in all)`}
      </span>
      <Button
        type="button"
        $variant="secondary"
        $size={size}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Pager>
  );
}
