import { Container, Section, SectionTitle } from '@sweepscout/shared/client';
import { useGetFaqsQuery } from '../api/contentApi';

export default function Faq() {
  const { data } = useGetFaqsQuery();
  return (
    <Section data-remote="content">
      <Container>
        <SectionTitle>Frequently Asked Questions</SectionTitle>
        <ul>
          {data?.map((faq) => (
            <li key={faq.id}>{faq.question}</li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
