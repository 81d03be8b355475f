import { Link } from 'react-router-dom';
import { Container, Section, SectionTitle, StateMessage } from '@sweepscout/shared/client';
import { useGetFeaturedCasinosQuery } from '../api/catalogApi';

export default function TopRated() {
  const { data, isLoading, isError } = useGetFeaturedCasinosQuery();
  return (
    <Section id="top-rated" data-remote="catalog">
      <Container>
        <SectionTitle>Top-Rated Sweepstakes Casinos</SectionTitle>
        {isLoading && <p>Loading...</p>}
        {isError && <StateMessage $tone="error">Failed to load casinos. Please try again later.</StateMessage>}
        <ul>
          {data?.map((casino) => (
            <li key={casino.id}>
              <Link to={`/casino/${casino.slug}`}>{casino.name}</Link>
            </li>
          ))}
        </ul>
        <Link to="/compare">View All Top-Rated Casinos</Link>
      </Container>
    </Section>
  );
}
