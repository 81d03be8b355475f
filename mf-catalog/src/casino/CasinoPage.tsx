import { Link, useParams } from 'react-router-dom';
import { Button, Container, Section } from '@sweepscout/shared/client';
import { useGetCasinoBySlugQuery } from '../api/catalogApi';

export default function CasinoPage() {
  const { slug = '' } = useParams();
  const { data: casino, isLoading, isError } = useGetCasinoBySlugQuery(slug);
  return (
    <Section data-remote="catalog">
      <Container>
        {isLoading && <p>Loading...</p>}
        {isError && (
          <>
            <h1>Failed to load casino details</h1>
            <Button as={Link} to="/">
              Return to Home
            </Button>
          </>
        )}
        {casino && (
          <>
            <h1>{casino.name}</h1>
            <p>{casino.description}</p>
          </>
        )}
      </Container>
    </Section>
  );
}
