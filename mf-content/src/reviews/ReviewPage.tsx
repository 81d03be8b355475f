import { Link, useParams } from 'react-router-dom';
import { Container, Section } from '@sweepscout/shared/client';
import { useGetReviewBySlugQuery } from '../api/contentApi';

export default function ReviewPage() {
  const { slug = '' } = useParams();
  const { data: review, isError } = useGetReviewBySlugQuery(slug);
  return (
    <Section data-remote="content">
      <Container>
        {isError && <h1>Error Loading Review</h1>}
        {review && <h1>{review.title}</h1>}
        <Link to="/reviews">Back to Reviews</Link>
      </Container>
    </Section>
  );
}
