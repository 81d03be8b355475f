import { Link } from 'react-router-dom';
import { Button, PagerBar } from '@sweepscout/kit';

/**
 * Page N of M of a list, with Previous and Next as real links (`hrefFor`): they work before and
 * without the app, and the app follows them without a reload. An end has no link, only a
 * disabled button. Nothing shows for a list that fits on its first page.
 */
export function ListPager({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1 && page <= 1) return null;
  const current = Math.max(1, page);
  const step = (to: number, label: 'Previous' | 'Next') =>
    to < 1 || to > totalPages ? (
      <Button type="button" $variant="secondary" disabled>
        {label}
      </Button>
    ) : (
      <Button as={Link} to={hrefFor(to)} $variant="secondary" rel={label.toLowerCase()}>
        {label}
      </Button>
    );
  return (
    <PagerBar aria-label="Pagination">
      {/* From a page past the end, back to the last one. */}
      {step(Math.min(current - 1, totalPages), 'Previous')}
      <span aria-current="page">
        Page {current} of {totalPages}
      </span>
      {step(current + 1, 'Next')}
    </PagerBar>
  );
}

/** The 1-based page of a `?page=` value; anything else is the first page. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
