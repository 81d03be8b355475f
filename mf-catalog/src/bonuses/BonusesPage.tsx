import { Container, Section } from '@sweepscout/shared/client';
import { useGetCasinosQuery } from '../api/catalogApi';

export default function BonusesPage() {
  const { data } = useGetCasinosQuery();
  return (
    <Section data-remote="catalog">
      <Container>
        <h1>Sweepstakes Casino Bonuses</h1>
        <ul>
          {data?.map((casino) => (
            <li key={casino.id}>
              {casino.name}: {casino.bonusAmount}
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
