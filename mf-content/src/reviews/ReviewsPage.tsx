import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  CardGrid,
  ListState,
  RemotePage,
  SelectOptions,
  theme,
  type PageLoader,
} from '@sweepscout/kit';
import { pastTheLastPage, REVIEW_SORTS, ROUTE_PATHS, type ReviewSort } from '@sweepscout/shared';
import { contentApi, useGetReviewPageQuery } from '../api/contentApi';
import { ReviewCard } from '../common/cards';
import { ListPager, parsePageParam } from '../common/ListPager';
import { CardGridSkeleton, SectionHeader } from '../common/layout';
import { parseReviewSort } from './reviewSort';
import { MESSAGES } from '../messages';

const c = theme.colors;

const SKELETON_COUNT = 6;

const SortButton = styled.button`
  margin-left: ${theme.space(2)};
  font: inherit;
  padding: 8px 12px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${c.border};
  background: ${c.surfaceRaised};
  color: ${c.text};
`;

const SortLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-weight: 600;
  color: ${c.text};
  select {
    font: inherit;
    font-weight: 400;
    padding: 8px 12px;
    border-radius: ${theme.radius.md};
    border: 1px solid ${c.border};
    background: ${c.surfaceRaised};
    color: ${c.text};
  }
  select:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: 2px;
  }
`;

/** The page of the URL (?sort=, ?page=) the list shows. */
const listArgs = (params: URLSearchParams) => ({
  sort: parseReviewSort(params.get('sort')),
  page: parsePageParam(params.get('page')),
});

/** The reviews page of the URL, started by the site server (server rendering). */
export const loader: PageLoader = ({ searchParams, dispatch }) => {
  void dispatch(contentApi.endpoints.getReviewPage.initiate(listArgs(searchParams)));
};

/** The list's URL for a sort and a page (page 1 is the bare URL). */
function reviewsHref(sort: ReviewSort, page: number): string {
  const query = new URLSearchParams({ sort });
  if (page > 1) query.set('page', String(page));
  return `${ROUTE_PATHS.reviews}?${query.toString()}`;
}

/** /reviews: the reviews a page at a time, sorted by the ?sort= of the URL. */
export default function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const { sort, page } = listArgs(params);
  const { currentData, isError, isFetching } = useGetReviewPageQuery({ sort, page });
  const reviews = currentData?.items;

  // A new sort starts from its first page.
  const changeSort = (next: ReviewSort) => {
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        updated.set('sort', next);
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <RemotePage
      remote="content"
      page="reviews"
      title="Sweepstakes Casino Reviews"
      subtitle="In-depth, unbiased reviews of the top sweepstakes casinos in the USA, written by our experts."
      inSection
    >
      <SectionHeader>
        <h2>All Casino Reviews</h2>
        {/* A GET form of this page: without script (or before it runs) the server sorts. */}
        <form
          method="get"
          action={ROUTE_PATHS.reviews}
          data-submit-on-change=""
          onSubmit={(event) => event.preventDefault()}
        >
          <SortLabel>
            Sort by
            <select
              name="sort"
              value={sort}
              onChange={(e) => changeSort(parseReviewSort(e.target.value))}
            >
              <SelectOptions options={REVIEW_SORTS} />
            </select>
          </SortLabel>
          <noscript>
            <SortButton type="submit">Sort</SortButton>
          </noscript>
        </form>
      </SectionHeader>
      {isError ? (
        <ListState kind="error">{MESSAGES.reviewsError}</ListState>
      ) : !reviews || isFetching ? (
        <CardGridSkeleton count={SKELETON_COUNT} label="Loading reviews" />
      ) : reviews.length === 0 ? (
        <ListState kind="empty">
          {currentData && currentData.total > 0
            ? pastTheLastPage('reviews', currentData.totalPages)
            : MESSAGES.reviewsEmpty}
        </ListState>
      ) : (
        <CardGrid>
          {reviews.map((review, index) => (
            <ReviewCard key={review.id} review={review} firstInView={index === 0} />
          ))}
        </CardGrid>
      )}
      {/* Also under an empty page past the end: the way back. */}
      {currentData && !isFetching && !isError ? (
        <ListPager
          page={page}
          totalPages={currentData.totalPages}
          hrefFor={(to) => reviewsHref(sort, to)}
        />
      ) : null}
    </RemotePage>
  );
}
