import styled from 'styled-components';
import { formatRating, starParts } from '@sweepscout/shared';
import { theme } from '../theme/tokens';
import { svgMaskUrl } from './maskIcon';

/** The star's outline and its filled shape, drawn through CSS masks (see maskIcon). */
const STAR_PATH =
  'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';
const starMask = (fill: string) =>
  svgMaskUrl(`<path d='${STAR_PATH}' fill='${fill}' stroke='#000' stroke-width='1.5'/>`);

const Stars = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${theme.colors.star};

  & > [data-star] {
    position: relative;
    width: 16px;
    height: 16px;
    flex: none;
  }

  /* Two layers, so that one mask never clips the other: the outline, and the filled part (the
     whole star, or its left half). */
  & > [data-star]::after,
  & > [data-star='full']::before,
  & > [data-star='half']::before {
    content: '';
    position: absolute;
    inset: 0;
    background: currentColor;
  }

  & > [data-star]::after {
    mask: ${starMask('none')} center / 16px 16px no-repeat;
  }

  & > [data-star='full']::before,
  & > [data-star='half']::before {
    mask: ${starMask('#000')} left center / 16px 16px no-repeat;
  }

  & > [data-star='half']::before {
    right: 50%;
  }

  /* Masks draw nothing in forced colours; keep the stars readable there. */
  @media (forced-colors: active) {
    & > [data-star] {
      forced-color-adjust: none;
      color: CanvasText;
    }
  }
`;

const Value = styled.span`
  margin-left: 6px;
  font-weight: 600;
  color: ${theme.colors.text};
`;

/** Full, half and empty stars plus the rating with one decimal (spec section 9). */
export function StarRating({ rating, showValue = true }: { rating: number; showValue?: boolean }) {
  const { full, half, empty } = starParts(rating);
  const kinds = [
    ...Array<'full'>(full).fill('full'),
    ...(half ? (['half'] as const) : []),
    ...Array<'empty'>(empty).fill('empty'),
  ];
  return (
    <Stars role="img" aria-label={`Rated ${formatRating(rating)} out of 5`}>
      {kinds.map((kind, i) => (
        <span key={i} aria-hidden="true" data-star={kind} />
      ))}
      {showValue && <Value aria-hidden="true">{formatRating(rating)}</Value>}
    </Stars>
  );
}
