import styled, { css, keyframes } from 'styled-components';
import { theme } from '../theme/tokens';

const c = theme.colors;

export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: 2px;
  }
`;

export const Container = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
`;

export const Section = styled.section`
  padding: ${theme.space(12)} 0;
`;

export const SectionTitle = styled.h2`
  font-size: 1.75rem;
  margin: 0 0 ${theme.space(6)};
  color: ${c.text};
`;

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'success' | 'danger';

const variantCss: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${c.primary};
    color: ${c.primaryText};
    &:hover:not(:disabled) {
      background: ${c.primaryHover};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${c.text};
    border-color: ${c.border};
    &:hover:not(:disabled) {
      background: ${c.surface};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${c.text};
    &:hover:not(:disabled) {
      background: ${c.surface};
    }
  `,
  success: css`
    background: ${c.successBg};
    color: #ffffff;
  `,
  danger: css`
    background: ${c.danger};
    color: #ffffff;
  `,
};

/** Shared button look; use `as={Link}` or `as="a"` for links that look like buttons. */
export const Button = styled.button<{ $variant?: ButtonVariant; $size?: 'sm' | 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  padding: ${({ $size }) => ($size === 'sm' ? '6px 12px' : $size === 'lg' ? '14px 28px' : '10px 18px')};
  font-size: ${({ $size }) => ($size === 'sm' ? '0.875rem' : $size === 'lg' ? '1.125rem' : '1rem')};
  ${({ $variant }) => variantCss[$variant ?? 'primary']}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing}
`;

export const Card = styled.article`
  background: ${c.surfaceRaised};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
`;

export const Badge = styled.span<{ $tone?: 'neutral' | 'primary' | 'success' | 'warning' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  font-size: 0.75rem;
  font-weight: 600;
  border: 1px solid ${c.border};
  color: ${({ $tone }) =>
    $tone === 'primary'
      ? c.primary
      : $tone === 'success'
        ? c.success
        : $tone === 'warning'
          ? c.accent
          : c.textMuted};
`;

const shimmer = keyframes`
  0% { opacity: .55 } 50% { opacity: 1 } 100% { opacity: .55 }
`;

/** A grey placeholder block; lists show these while loading. */
export const Skeleton = styled.div<{ $height?: string; $width?: string }>`
  background: ${c.skeleton};
  border-radius: ${theme.radius.sm};
  height: ${({ $height }) => $height ?? '1rem'};
  width: ${({ $width }) => $width ?? '100%'};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** A list's pager: Previous, "Page N of M", Next in a row under the list (aria-label it). */
export const PagerBar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(4)};
  margin-top: ${theme.space(6)};
  span {
    color: ${c.textMuted};
    font-weight: 600;
  }
`;

/** A list's error or empty text; role=alert for errors. */
export const StateMessage = styled.p<{ $tone?: 'error' | 'empty' }>`
  padding: ${theme.space(6)};
  text-align: center;
  border-radius: ${theme.radius.md};
  background: ${({ $tone }) => ($tone === 'error' ? c.dangerBg : c.surface)};
  color: ${({ $tone }) => ($tone === 'error' ? c.danger : c.textMuted)};
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * The look of a card panel: its padding and its h2 title, whose size and space below (theme
 * steps) each page sets for its own panels.
 */
export const cardPanelCss = (titleSize: string, titleGapSteps: number) => css`
  padding: ${theme.space(6)};
  h2 {
    margin: 0 0 ${theme.space(titleGapSteps)};
    font-size: ${titleSize};
  }
`;

/** A list shown without bullets or indent (link lists, badge rows, card grids). */
export const bareListCss = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
