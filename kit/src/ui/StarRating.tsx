import styled from 'styled-components';
import { formatRating, starParts } from '@sweepscout/shared';
import { theme } from '../theme/tokens';
import { pathCoordinate } from './clipIcon';

/**
 * Five stars drawn as one element: a row of star outlines and, over it, the filled stars up to the
 * rating (whole stars, then half of one), both cut out by a CSS clip path (see clipIcon). A star
 * is 16 px (24 units) with a 2 px gap: one every 18 px (27 units).
 */
const STAR_POINTS: readonly (readonly [number, number])[] = [
  [12, 2],
  [15.09, 8.26],
  [22, 9.27],
  [17, 14.14],
  [18.18, 21.02],
  [12, 17.77],
  [5.82, 21.02],
  [7, 14.14],
  [2, 9.27],
  [8.91, 8.26],
];
const STAR_CENTRE = [12, 12.3] as const;
const STAR_PX = 16;
const PITCH_PX = 18;
const PX_PER_UNIT = STAR_PX / 24;
/** The star's edge as the old 1.5-unit stroke drew it, and the inner edge of its outline. */
const OUTER_SCALE = 1.05;
const INNER_SCALE = 0.71;

/** The contour of star number `index` (0 to 4) in pixels, scaled about its centre by `scale`. */
function starContour(index: number, scale: number): string {
  const [cx, cy] = STAR_CENTRE;
  const points = STAR_POINTS.map(([x, y]) => {
    const left = (cx + (x - cx) * scale) * PX_PER_UNIT + index * PITCH_PX;
    const top = (cy + (y - cy) * scale) * PX_PER_UNIT;
    return `${pathCoordinate(left)} ${pathCoordinate(top)}`;
  });
  return `M${points.join('L')}Z`;
}

const fiveStars = (draw: (index: number) => string) => [0, 1, 2, 3, 4].map(draw).join('');
const FILLED_STARS = fiveStars((i) => starContour(i, OUTER_SCALE));
/** Each outline is its star less a smaller one (even-odd fill). */
const STAR_OUTLINES = fiveStars((i) => starContour(i, OUTER_SCALE) + starContour(i, INNER_SCALE));

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

  /* Two layers, so that one clip never cuts the other: the outlines, and the filled part. */
  & > [data-stars]::before,
  & > [data-stars]::after {
    content: '';
    position: absolute;
    inset: 0;
    background: currentColor;
  }

  & > [data-stars]::after {
    clip-path: path(evenodd, '${STAR_OUTLINES}');
  }

  & > [data-stars]::before {
    clip-path: path('${FILLED_STARS}');
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
