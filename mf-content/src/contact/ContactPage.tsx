import { Container, Section } from '@sweepscout/shared/client';

export default function ContactPage() {
  return (
    <Section data-remote="content">
      <Container>
        <h1>Contact Us</h1>
      </Container>
    </Section>
  );
}
