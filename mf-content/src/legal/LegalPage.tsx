import { Container, Section } from '@sweepscout/shared/client';
import { useGetPageContentQuery } from '../api/contentApi';

export default function LegalPage({ page }: { page: string }) {
  const { data } = useGetPageContentQuery(page);
  return (
    <Section data-remote="content">
      <Container>
        <h1>{data?.title ?? ''}</h1>
      </Container>
    </Section>
  );
}
