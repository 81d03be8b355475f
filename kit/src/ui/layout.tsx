import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../theme/tokens';
import { Container, Section, SectionTitle, StateMessage } from './primitives';

/** The brand band behind white text: fixed colours, so contrast holds in both themes. */
export const BRAND_GRADIENT = 'linear-gradient(135deg, #5b21b6 0%, #1e1b4b 100%)';

export const HeroBand = styled.header`
  background: ${BRAND_GRADIENT};
  color: #ffffff;
  padding: ${theme.space(12)} 0 ${theme.space(10)};
  text-align: center;
  h1 {
    margin: 0 0 ${theme.space(3)};
    font-size: clamp(1.9rem, 4vw, 2.75rem);
    line-height: 1.15;
  }
  p {
    margin: 0 auto;
    max-width: 46rem;
    font-size: 1.1rem;
    color: rgba(255, 255, 255, 0.9);
  }
`;

/** A page's title band: its h1 and one line under it. */
export function PageHero({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <HeroBand>
      <Container>
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </Container>
    </HeroBand>
  );
}

/**
 * For the items of a long list, and the parts of a page below its first view: the browser skips
 * their style, layout and painting while they are far from the screen (a phone lays out and
 * paints only what it shows), and keeps their last real height once they have been seen, so the
 * page does not jump. The estimate (pixels, or any CSS length) only sizes what was never yet on
 * screen.
 */
export const skipWhileOffscreen = (estimatedHeight: number | string) => css`
  content-visibility: auto;
  /* Height only: a width would become the item's minimum width and widen a phone's page. */
  contain-intrinsic-height: auto
    ${typeof estimatedHeight === 'number' ? `${estimatedHeight}px` : estimatedHeight};
`;

/** One column on phones, two from small screens, three from large ones. */
export const CardGrid = styled.div`
  display: grid;
  & > * {
    ${skipWhileOffscreen(480)}
  }
  gap: ${theme.space(6)};
  grid-template-columns: 1fr;
  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const HomeHeader = styled.div`
  text-align: center;
  margin-bottom: ${theme.space(8)};
  h2 {
    margin-bottom: ${theme.space(2)};
  }
  p {
    margin: 0 auto;
    max-width: 40rem;
    color: ${theme.colors.textMuted};
  }
`;

/** A home section's centred heading and one-line intro, the same for every home widget. */
export function HomeSectionHeader({
  id,
  title,
  intro,
}: {
  id: string;
  title: string;
  intro: ReactNode;
}) {
  return (
    <HomeHeader>
      <SectionTitle id={id}>{title}</SectionTitle>
      <p>{intro}</p>
    </HomeHeader>
  );
}

/**
 * A public page of a remote: the element the shell, the page server and the tests know it by
 * (data-remote, data-page), its title band when it has one, and its centred column (inside a
 * padded Section for the content pages).
 */
export function RemotePage({
  remote,
  page,
  title,
  subtitle,
  inSection = false,
  busy,
  children,
}: {
  remote: string;
  page: string;
  title?: string;
  subtitle?: ReactNode;
  inSection?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  const column = <Container>{children}</Container>;
  return (
    <div data-remote={remote} data-page={page} aria-busy={busy}>
      {title !== undefined && <PageHero title={title} subtitle={subtitle} />}
      {inSection ? <Section>{column}</Section> : column}
    </div>
  );
}

/** What shows instead of a read's content: its error (role=alert) or its empty list (role=status). */
export function ListState({ kind, children }: { kind: 'error' | 'empty'; children: ReactNode }) {
  return (
    <StateMessage $tone={kind} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </StateMessage>
  );
}
