import { Link } from 'react-router-dom';
import {
  Button,
  CardGrid,
  Container,
  HomeSectionHeader,
  ListState,
  Section,
  type PageLoader,
} from '@sweepscout/kit';
import { contentApi, useGetLatestReviewsQuery } from '../api/contentApi';
import { ReviewCard } from '../common/cards';
import { CardGridSkeleton, CenteredAction } from '../common/layout';
import { MESSAGES } from '../messages';

/** The latest reviews, started by the site server for the home page (server rendering). */
export const loader: PageLoader = ({ dispatch }) => {
  void dispatch(contentApi.endpoints.getLatestReviews.initiate());
};

function LatestReviewsBody() {
  const { data: reviews, isError, isLoading } = useGetLatestReviewsQuery();
  if (isError) return <ListState kind="error">{MESSAGES.reviewsError}</ListState>;
  if (isLoading || !reviews) return <CardGridSkeleton count={3} label="Loading reviews" />;
  if (reviews.length === 0) return <ListState kind="empty">{MESSAGES.reviewsEmpty}</ListState>;
  return (
    <CardGrid>
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </CardGrid>
  );
}

/** Home widget: Latest Casino Reviews grid with 'View All Casino Reviews'. */
export default function LatestReviews() {
  return (
    <Section
      data-remote="content"
      data-widget="latest-reviews"
      aria-labelledby="latest-reviews-title"
    >
      <Container>
        <HomeSectionHeader
          id="latest-reviews-title"
          title="Latest Casino Reviews"
          intro="Our newest in-depth reviews: bonuses, games, payments and redemptions, tested by our team."
        />
        <LatestReviewsBody />
        <CenteredAction>
          <Button as={Link} to="/reviews" $variant="secondary">
            View All Casino Reviews
          </Button>
        </CenteredAction>
      </Container>
    </Section>
  );
}
