import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, SectionTitle, Skeleton, StateMessage, theme } from '@sweepscout/shared/client';

const c = theme.colors;

/** The brand band behind white text: fixed colours, so contrast holds in both themes. */
export const BRAND_GRADIENT = 'linear-gradient(135deg, #5b21b6 0%, #1e1b4b 100%)';

export const Hero = styled.header`
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

/** The page's title band: an h1 and one line under it. */
export function PageHero({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Hero>
      <Container>
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </Container>
    </Hero>
  );
}

export const CardGrid = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: 1fr;
  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const SkeletonCard = styled.div`
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
  padding: ${theme.space(4)};
  display: grid;
  gap: ${theme.space(3)};
  background: ${c.surfaceRaised};
`;

/** Placeholder cards while a list loads (spec section 4: 3 cards; the reviews page shows 6). */
export function CardGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <CardGrid aria-busy="true" aria-label={label} data-testid="skeleton-grid">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} data-testid="skeleton-card">
          <Skeleton $height="160px" />
          <Skeleton $height="1.4rem" $width="75%" />
          <Skeleton $height="0.9rem" />
          <Skeleton $height="0.9rem" $width="60%" />
        </SkeletonCard>
      ))}
    </CardGrid>
  );
}

/** A list's error text (role=alert) or empty text (role=status), word for word from the spec. */
export function ListState({ kind, children }: { kind: 'error' | 'empty'; children: string }) {
  return (
    <StateMessage $tone={kind} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </StateMessage>
  );
}

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
  color: ${c.textMuted};
  font-size: 0.9rem;
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(6)};
  h2 {
    margin: 0;
  }
`;

export const CenteredAction = styled.div`
  margin-top: ${theme.space(8)};
  text-align: center;
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
    color: ${c.textMuted};
  }
`;

/** A home section's centred heading and one-line intro (same look as the other home widgets). */
export function HomeSectionHeader({
  id,
  title,
  intro,
}: {
  id: string;
  title: string;
  intro: string;
}) {
  return (
    <HomeHeader>
      <SectionTitle id={id}>{title}</SectionTitle>
      <p>{intro}</p>
    </HomeHeader>
  );
}
