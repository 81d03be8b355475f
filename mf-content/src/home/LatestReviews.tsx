import { Link } from 'react-router-dom';
import { Container, Section, SectionTitle } from '@sweepscout/shared/client';

export default function LatestReviews() {
  return (
    <Section data-remote="content">
      <Container>
        <SectionTitle>Latest Casino Reviews</SectionTitle>
        <Link to="/reviews">View All Casino Reviews</Link>
      </Container>
    </Section>
  );
}
