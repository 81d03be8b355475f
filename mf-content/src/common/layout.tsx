import styled, { css } from 'styled-components';
import { CardGrid, Skeleton, theme } from '@sweepscout/kit';

const c = theme.colors;

/** The links of a line of text or a row of links: in the primary colour, semi-bold. */
export const primaryLinks = css`
  a {
    color: ${c.primary};
    font-weight: 600;
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

/** Placeholder cards while a list loads (3 cards; the reviews page shows 6). */
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
