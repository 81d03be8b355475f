import styled, { keyframes } from 'styled-components';
import {
  Container,
  GlossaryText,
  ListState,
  clipIcon,
  Section,
  SectionTitle,
  Skeleton,
  theme,
  type PageLoader,
} from '@sweepscout/kit';
import type { Faq as FaqEntry } from '@sweepscout/shared';
import { contentApi, useGetFaqsQuery } from '../api/contentApi';
import { MESSAGES } from '../messages';

const c = theme.colors;

const reveal = keyframes`
  from { opacity: 0; transform: translateY(-4px) }
  to { opacity: 1; transform: none }
`;

const Root = styled.div`
  max-width: 860px;
  margin: 0 auto;
  display: grid;
  gap: ${theme.space(3)};
`;

const Item = styled.details`
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.md};
  background: ${c.surfaceRaised};
  overflow: hidden;
  &[open] {
    border-color: ${c.primary};
  }
  &[open] [data-icon='chevron'] {
    transform: rotate(180deg);
  }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  padding: ${theme.space(4)} ${theme.space(5)};
  list-style: none;
  cursor: pointer;
  color: ${c.text};
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${c.surface};
  }
  &:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: -3px;
  }
  h2,
  h3 {
    margin: 0;
    font-size: 1.05rem;
    font-weight: 600;
  }
  [data-icon='chevron'] {
    flex-shrink: 0;
    transition: transform 0.2s ease;
  }
`;

const Content = styled.div`
  color: ${c.textMuted};
  line-height: 1.7;
  animation: ${reveal} 0.2s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  p {
    margin: 0;
    padding: 0 ${theme.space(5)} ${theme.space(5)};
  }
`;

/** A downward chevron: a 2-unit stroke from (6, 9) to (12, 15) to (18, 9). */
const CHEVRON_SHAPE = 'M5.29 9.71L6.71 8.29L12 13.59L17.29 8.29L18.71 9.71L12 16.41Z';

const ChevronIcon = styled.span`
  ${clipIcon(CHEVRON_SHAPE, 18)}
`;

function Chevron() {
  return <ChevronIcon aria-hidden="true" data-icon="chevron" />;
}

/** The questions and answers, started by the site server for the home page and /faq (server rendering). */
export const loader: PageLoader = ({ dispatch }) => {
  void dispatch(contentApi.endpoints.getFaqs.initiate());
};

/**
 * The questions and answers with their loading and error states: in the home page's section
 * (under its h2, questions are h3) and on /faq (under the page's h1, questions are h2).
 */
export function FaqList({ questionLevel = 3 }: { questionLevel?: 2 | 3 }) {
  const { data: faqs, isError, isLoading } = useGetFaqsQuery();
  if (isError) return <ListState kind="error">{MESSAGES.faqError}</ListState>;
  if (isLoading || !faqs) {
    return (
      <div
        aria-busy="true"
        aria-label="Loading FAQs"
        style={{ display: 'grid', gap: theme.space(3) }}
      >
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} $height="3.5rem" data-testid="skeleton-card" />
        ))}
      </div>
    );
  }
  return <FaqAccordion faqs={faqs} questionLevel={questionLevel} />;
}

/**
 * Native disclosures, single-open and collapsible: details elements sharing a `name` form an
 * exclusive group, so opening one question closes the other and a second click closes it. They
 * work from the first paint, before the page's script runs (and without it); React only renders
 * them, it never holds their state (so nothing differs at hydration).
 */
function FaqAccordion({ faqs, questionLevel }: { faqs: FaqEntry[]; questionLevel: 2 | 3 }) {
  const QuestionHeading = questionLevel === 2 ? 'h2' : 'h3';
  return (
    // The questions open natively; a glossary term tapped before the app runs is held and
    // replayed (the shell page's inline script).
    <Root data-capture-taps="">
      {faqs.map((faq) => (
        <Item key={faq.id} name="faq" data-testid="faq-item">
          <Question>
            <QuestionHeading>{faq.question}</QuestionHeading>
            <Chevron />
          </Question>
          <Content>
            <p>
              <GlossaryText text={faq.answer} />
            </p>
          </Content>
        </Item>
      ))}
    </Root>
  );
}

/** Home widget: the FAQ accordion; answers highlight glossary terms through the shared component. */
export default function Faq() {
  return (
    <Section data-remote="content" data-widget="faq" aria-labelledby="faq-title">
      <Container>
        <SectionTitle id="faq-title" style={{ textAlign: 'center' }}>
          Frequently Asked Questions
        </SectionTitle>
        <FaqList />
      </Container>
    </Section>
  );
}
