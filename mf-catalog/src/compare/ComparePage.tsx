import { Link } from 'react-router-dom';
import { Container, Section } from '@sweepscout/shared/client';
import { useGetCasinosQuery } from '../api/catalogApi';

export default function ComparePage() {
  const { data } = useGetCasinosQuery();
  return (
    <Section data-remote="catalog">
      <Container>
        <h1>Compare Sweepstakes Casinos</h1>
        <ul>
          {data?.map((casino) => (
            <li key={casino.id}>
              <Link to={`/casino/${casino.slug}`}>{casino.name}</Link>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
