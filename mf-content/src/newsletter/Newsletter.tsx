import { Container, Section, SectionTitle } from '@sweepscout/shared/client';

export default function Newsletter() {
  return (
    <Section data-remote="content">
      <Container>
        <SectionTitle>Get Exclusive Casino Offers</SectionTitle>
      </Container>
    </Section>
  );
}
