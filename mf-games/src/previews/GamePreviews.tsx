import { Container, Section } from '@sweepscout/shared/client';
import type { Casino } from '@sweepscout/shared';

export default function GamePreviews({ casino }: { casino?: Casino }) {
  return (
    <Section data-remote="games">
      <Container>
        <h2>Game Previews{casino ? ` at ${casino.name}` : ''}</h2>
      </Container>
    </Section>
  );
}
