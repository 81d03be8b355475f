import { REVIEW_SORTS, type ReviewSort } from '@sweepscout/shared';

export const DEFAULT_REVIEW_SORT: ReviewSort = 'latest';

/** The sort of the ?sort= URL parameter; anything unknown falls back to Newest First. */
export function parseReviewSort(value: string | null): ReviewSort {
  return REVIEW_SORTS.find((s) => s.value === value)?.value ?? DEFAULT_REVIEW_SORT;
}
