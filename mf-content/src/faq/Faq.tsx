import { useId, useState } from 'react';
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
import type { Faq as Question } from '@sweepscout/shared';
import { contentApi, useGetFaqsQuery } from '../api/contentApi';
import { ListState } from '../common/layout';
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

const Item = styled.div`
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.md};
  background: ${c.surfaceRaised};
  overflow: hidden;
  &[data-state='open'] {
    border-color: ${c.primary};
  }
`;

const Header = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

const Trigger = styled.button`
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
  &[aria-expanded='true'] [data-icon='chevron'] {
    transform: rotate(180deg);
  }
`;

const Content = styled.div`
  overflow: hidden;
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
  return <FaqAccordion faqs={faqs} />;
}

/**
 * The WAI-ARIA accordion pattern, single-open and collapsible: opening one question closes the
 * other, a second click closes it. Hand-written: a library accordion cost the home page's
 * first load its JavaScript and each question about 600 bytes of attributes in the HTML.
 */
function FaqAccordion({ faqs }: { faqs: Question[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const idPrefix = useId();
  return (
    <Root>
      {faqs.map((faq) => {
        const isOpen = openId === faq.id;
        const triggerId = `${idPrefix}-q-${faq.id}`;
        const answerId = `${idPrefix}-a-${faq.id}`;
        return (
          <Item key={faq.id} data-state={isOpen ? 'open' : 'closed'} data-testid="faq-item">
            <Header>
              <Trigger
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={answerId}
                onClick={() => setOpenId(isOpen ? null : faq.id)}
              >
                {faq.question}
                <Chevron />
              </Trigger>
            </Header>
            <Content id={answerId} role="region" aria-labelledby={triggerId} hidden={!isOpen}>
              {isOpen && (
                <p>
                  <GlossaryText text={faq.answer} />
                </p>
              )}
            </Content>
          </Item>
        );
      })}
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
