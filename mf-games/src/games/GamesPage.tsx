import { Container, Section } from '@sweepscout/shared/client';

export default function GamesPage() {
  return (
    <Section data-remote="games">
      <Container>
        <h1>Free Casino Demo Games</h1>
      </Container>
    </Section>
  );
}
