import { Link, useParams } from 'react-router-dom';
import { Container, Section } from '@sweepscout/shared/client';
import { useGetGuideBySlugQuery } from '../api/contentApi';

export default function GuidePage() {
  const { slug = '' } = useParams();
  const { data: guide, isError } = useGetGuideBySlugQuery(slug);
  return (
    <Section data-remote="content">
      <Container>
        {isError && <h1>Guide Not Found</h1>}
        {guide && <h1>{guide.title}</h1>}
        <Link to="/guides">Back to Guides</Link>
      </Container>
    </Section>
  );
}
