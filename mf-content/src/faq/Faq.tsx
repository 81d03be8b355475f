import * as Accordion from '@radix-ui/react-accordion';
import styled, { keyframes } from 'styled-components';
import {
  Container,
  GlossaryText,
  maskIcon,
  Section,
  SectionTitle,
  Skeleton,
  strokedPath,
  svgMaskUrl,
  theme,
  type PageLoader,
} from '@sweepscout/kit';
import { contentApi, useGetFaqsQuery } from '../api/contentApi';
import { ListState } from '../common/layout';
import { MESSAGES } from '../messages';

const c = theme.colors;

const open = keyframes`
  from { height: 0; opacity: 0 }
  to { height: var(--radix-accordion-content-height); opacity: 1 }
`;
const close = keyframes`
  from { height: var(--radix-accordion-content-height); opacity: 1 }
  to { height: 0; opacity: 0 }
`;

const Root = styled(Accordion.Root)`
  max-width: 860px;
  margin: 0 auto;
  display: grid;
  gap: ${theme.space(3)};
`;

const Item = styled(Accordion.Item)`
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.md};
  background: ${c.surfaceRaised};
  overflow: hidden;
  &[data-state='open'] {
    border-color: ${c.primary};
  }
`;

const Header = styled(Accordion.Header)`
  margin: 0;
  font-size: 1.05rem;
`;

const Trigger = styled(Accordion.Trigger)`
  all: unset;
  box-sizing: border-box;
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  padding: ${theme.space(4)} ${theme.space(5)};
  font-weight: 600;
  color: ${c.text};
  cursor: pointer;
  &:hover {
    background: ${c.surface};
  }
  &:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: -3px;
  }
  [data-icon='chevron'] {
    transition: transform 0.2s ease;
  }
  &[data-state='open'] [data-icon='chevron'] {
    transform: rotate(180deg);
  }
`;

const Content = styled(Accordion.Content)`
  overflow: hidden;
  color: ${c.textMuted};
  line-height: 1.7;
  &[data-state='open'] {
    animation: ${open} 0.2s ease-out;
  }
  &[data-state='closed'] {
    animation: ${close} 0.2s ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'],
    &[data-state='closed'] {
      animation: none;
    }
  }
  p {
    margin: 0;
    padding: 0 ${theme.space(5)} ${theme.space(5)};
  }
`;

const ChevronIcon = styled.span`
  ${maskIcon(svgMaskUrl(strokedPath('M6 9l6 6 6-6')), 18)}
`;

function Chevron() {
  return <ChevronIcon aria-hidden="true" data-icon="chevron" />;
}

/** The questions and answers, started by the site server for the home page (server rendering). */
export const loader: PageLoader = ({ dispatch }) => {
  void dispatch(contentApi.endpoints.getFaqs.initiate());
};

function FaqBody() {
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
  // Single-open and collapsible: opening one closes the other, a second click closes it.
  return (
    <Root type="single" collapsible>
      {faqs.map((faq) => (
        <Item key={faq.id} value={faq.id} data-testid="faq-item">
          <Header>
            <Trigger>
              {faq.question}
              <Chevron />
            </Trigger>
          </Header>
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
        <FaqBody />
      </Container>
    </Section>
  );
}
