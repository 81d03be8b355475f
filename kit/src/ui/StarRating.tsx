import styled from 'styled-components';
import { formatRating, starParts } from '@sweepscout/shared';
import { theme } from '../theme/tokens';

const Stars = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${theme.colors.star};
`;

const Value = styled.span`
  margin-left: 6px;
  font-weight: 600;
  color: ${theme.colors.text};
`;

function Star({ kind }: { kind: 'full' | 'half' | 'empty' }) {
  const id = `half-${Math.random().toString(36).slice(2)}`;
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" data-star={kind}>
      {kind === 'half' && (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      )}
      <path
        d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z"
        fill={kind === 'full' ? 'currentColor' : kind === 'half' ? `url(#${id})` : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/** Full, half and empty stars plus the rating with one decimal (spec section 9). */
export function StarRating({ rating, showValue = true }: { rating: number; showValue?: boolean }) {
  const { full, half, empty } = starParts(rating);
  return (
    <Stars role="img" aria-label={`Rated ${formatRating(rating)} out of 5`}>
      {Array.from({ length: full }, (_, i) => (
        <Star key={`f${i}`} kind="full" />
      ))}
      {half && <Star kind="half" />}
      {Array.from({ length: empty }, (_, i) => (
        <Star key={`e${i}`} kind="empty" />
      ))}
      {showValue && <Value aria-hidden="true">{formatRating(rating)}</Value>}
    </Stars>
  );
}
