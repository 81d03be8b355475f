import { Link } from 'react-router-dom';
import { Container, Section } from '@sweepscout/shared/client';
import { useGetReviewsQuery } from '../api/contentApi';

export default function ReviewsPage() {
  const { data } = useGetReviewsQuery('latest');
  return (
    <Section data-remote="content">
      <Container>
        <h1>Casino Reviews</h1>
        <ul>
          {data?.map((review) => (
            <li key={review.id}>
              <Link to={`/reviews/${review.slug}`}>{review.title}</Link>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
