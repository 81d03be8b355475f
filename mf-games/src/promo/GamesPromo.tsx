import { Link } from 'react-router-dom';
import { Container, Section, SectionTitle } from '@sweepscout/shared/client';

export default function GamesPromo() {
  return (
    <Section data-remote="games">
      <Container>
        <SectionTitle>Play Free Casino Games</SectionTitle>
        <Link to="/games">Play Free Casino Games Now</Link>
      </Container>
    </Section>
  );
}
