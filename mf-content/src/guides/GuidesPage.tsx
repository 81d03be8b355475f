import { Link } from 'react-router-dom';
import { Container, Section } from '@sweepscout/shared/client';
import { useGetGuidesQuery } from '../api/contentApi';

export default function GuidesPage() {
  const { data } = useGetGuidesQuery();
  return (
    <Section data-remote="content">
      <Container>
        <h1>Guides &amp; Articles</h1>
        <ul>
          {data?.map((guide) => (
            <li key={guide.id}>
              <Link to={`/guides/${guide.slug}`}>{guide.title}</Link>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
