import type { Page } from '../types';

/** Whether a list request asked for a page (else it is a client of the unpaged array). */
export const asksForPage = (query: { page?: number; pageSize?: number }): boolean =>
  query.page !== undefined || query.pageSize !== undefined;

/**
 * One page of `all` (1-based), each item made by `toItem` (only the page's items are made).
 * A page past the end is empty, with the real total and page count.
 */
export function pageOf<T, U = T>(
  all: readonly T[],
  page: number,
  pageSize: number,
  toItem: (item: T) => U = (item) => item as unknown as U,
): Page<U> {
  const start = (page - 1) * pageSize;
  return {
    items: all.slice(start, start + pageSize).map(toItem),
    page,
    pageSize,
    total: all.length,
    totalPages: Math.ceil(all.length / pageSize),
  };
}
