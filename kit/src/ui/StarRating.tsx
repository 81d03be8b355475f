import styled from 'styled-components';
import { formatRating, starParts } from '@sweepscout/shared';
import { theme } from '../theme/tokens';
import { svgMaskUrl } from './maskIcon';

/**
 * Five stars drawn as one element: a row of star outlines and, over it, the filled stars up to the
 * rating (whole stars, then half of one), both painted through a repeated CSS mask (see
 * maskIcon). The tile is a 16 px star and a 2 px gap: a 24-unit star in a 27-unit view box.
 */
const STAR_PATH =
  'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';
const STAR_PX = 16;
const PITCH_PX = 18;
const starTile = (fill: string) =>
  svgMaskUrl(
    `<path d='${STAR_PATH}' fill='${fill}' stroke='#000' stroke-width='1.5'/>`,
    '0 0 27 24',
  );

/** The filled stars a rating shows, in halves (see starParts). */
function filledStars(rating: number): number {
  const { full, half } = starParts(rating);
  return full + (half ? 0.5 : 0);
}

/** The filled part's width for every value filledStars can take (0, 0.5, … 5). */
const fillWidths = Array.from({ length: 11 }, (_, i) => i / 2)
  .map(
    (stars) =>
      `& > [data-stars='${stars}']::before { width: ${Math.floor(stars) * PITCH_PX + (stars % 1 ? STAR_PX / 2 : 0)}px; }`,
  )
  .join('\n');

const Stars = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${theme.colors.star};

  & > [data-stars] {
    position: relative;
    flex: none;
    width: ${5 * PITCH_PX - (PITCH_PX - STAR_PX)}px;
    height: ${STAR_PX}px;
  }

  /* Two layers, so that one mask never clips the other: the outlines, and the filled part. */
  & > [data-stars]::before,
  & > [data-stars]::after {
    content: '';
    position: absolute;
    inset: 0;
    background: currentColor;
  }

  & > [data-stars]::after {
    mask: ${starTile('none')} left center / ${PITCH_PX}px ${STAR_PX}px repeat-x;
  }

  & > [data-stars]::before {
    mask: ${starTile('#000')} left center / ${PITCH_PX}px ${STAR_PX}px repeat-x;
  }

  ${fillWidths}

  /* Keep the stars in the text's (system) colour when the user forces colours. */
  @media (forced-colors: active) {
    & > [data-stars] {
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

/** Full, half and empty stars plus the rating with one decimal. */
export function StarRating({ rating, showValue = true }: { rating: number; showValue?: boolean }) {
  return (
    <Stars role="img" aria-label={`Rated ${formatRating(rating)} out of 5`}>
      <span aria-hidden="true" data-stars={filledStars(rating)} />
      {showValue && <Value aria-hidden="true">{formatRating(rating)}</Value>}
    </Stars>
  );
}
