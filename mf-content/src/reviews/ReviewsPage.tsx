import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CardGrid, Container, PageHero, Section, theme, type PageLoader } from '@sweepscout/kit';
import { REVIEW_SORTS, ROUTE_PATHS, type ReviewSort } from '@sweepscout/shared';
import { contentApi, useGetReviewsQuery } from '../api/contentApi';
import { ReviewCard } from '../common/cards';
import { CardGridSkeleton, ListState, SectionHeader } from '../common/layout';
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

/** The reviews in the URL's sort, started by the site server (server rendering). */
export const loader: PageLoader = ({ searchParams, dispatch }) => {
  void dispatch(
    contentApi.endpoints.getReviews.initiate(parseReviewSort(searchParams.get('sort'))),
  );
};

/** /reviews: every review, sorted by the ?sort= of the URL (also the query's second key part). */
export default function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const sort = parseReviewSort(params.get('sort'));
  const { currentData: reviews, isError, isFetching } = useGetReviewsQuery(sort);

  const changeSort = (next: ReviewSort) => {
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        updated.set('sort', next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <div data-remote="content" data-page="reviews">
      <PageHero
        title="Sweepstakes Casino Reviews"
        subtitle="In-depth, unbiased reviews of the top sweepstakes casinos in the USA, written by our experts."
      />
      <Section>
        <Container>
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
                  {REVIEW_SORTS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
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
            <ListState kind="empty">{MESSAGES.reviewsEmpty}</ListState>
          ) : (
            <CardGrid>
              {reviews.map((review, index) => (
                <ReviewCard key={review.id} review={review} firstInView={index === 0} />
              ))}
            </CardGrid>
          )}
        </Container>
      </Section>
    </div>
  );
}
