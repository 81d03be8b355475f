import { Button } from '@sweepscout/kit';
import { Pager } from './styles';

interface PageNavProps {
  /** What the pages are of, for screen readers ("Messages pages"). */
  label: string;
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / Next through a list the server pages, with where the reader is. */
export function PageNav({ label, page, pages, total, onPage }: PageNavProps) {
  return (
    <Pager aria-label={label}>
      <Button
        type="button"
        $variant="secondary"
        $size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <span>
        Page {page} of {pages} ({total} in all)
      </span>
      <Button
        type="button"
        $variant="secondary"
        $size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Pager>
  );
}
