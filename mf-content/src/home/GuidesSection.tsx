import { Link } from 'react-router-dom';
import { Container, Section, SectionTitle } from '@sweepscout/shared/client';

export default function GuidesSection() {
  return (
    <Section data-remote="content">
      <Container>
        <SectionTitle>Guides &amp; Articles</SectionTitle>
        <Link to="/guides">Browse All Guides</Link>
      </Container>
    </Section>
  );
}
