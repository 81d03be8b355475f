import { Link } from 'react-router-dom';
import { Button, Container, Section } from '@sweepscout/shared/client';

export default function HomeHero() {
  return (
    <Section data-remote="catalog">
      <Container>
        <h1>Find the Best Sweepstakes Casinos</h1>
        <p>Independent comparisons, honest reviews and the latest bonuses, for players 18+.</p>
        <Button as={Link} to="/compare">
          Compare Casinos
        </Button>{' '}
        <Button as="a" href="#top-rated" $variant="secondary">
          View Top Rated
        </Button>
      </Container>
    </Section>
  );
}
