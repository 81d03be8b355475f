import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  cardPanelCss,
  ListState,
  Skeleton,
  StarRating,
  theme,
  VisuallyHidden,
} from '@sweepscout/kit';
import {
  formatRating,
  RATING_CRITERIA,
  UNRATED_LABEL,
  type Casino,
  type RatingWeights,
} from '@sweepscout/shared';
import { ruledTableCss } from '../common/layout';
import { useGetRatingMethodQuery } from './ratingApi';

export const METHODOLOGY_PATH = '/methodology';
export const BREAKDOWN_ERROR = 'The rating breakdown could not be loaded.';

const c = theme.colors;

const Table = styled.table`
  ${ruledTableCss(`${theme.space(2)} ${theme.space(1)}`)}
  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
    white-space: nowrap;
  }
  tfoot td,
  tfoot th {
    border-bottom: 0;
    font-weight: 800;
  }
`;

const Note = styled.p`
  margin: ${theme.space(3)} 0 0;
  color: ${c.textMuted};
  font-size: 0.9rem;
`;

/** "Unrated" text, or the stars: a casino whose evidence is too thin shows no number. */
export function RatingStars({ casino }: { casino: Pick<Casino, 'rating' | 'rated'> }) {
  if (casino.rated === false) return <strong data-rating="unrated">{UNRATED_LABEL}</strong>;
  return <StarRating rating={casino.rating} />;
}

/** The sub-scores of a casino under the published weights, with the resulting rating. */
export function BreakdownTable({
  casino,
  weights,
  caption,
}: {
  casino: Pick<Casino, 'name' | 'rating' | 'rated' | 'subScores'>;
  weights: RatingWeights;
  caption?: string;
}) {
  const scores = casino.subScores ?? {};
  return (
    <Table data-rating-breakdown="">
      <caption>
        <VisuallyHidden>{caption ?? `${casino.name} rating breakdown`}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">Criterion</th>
          <th scope="col">Weight</th>
          <th scope="col">Score</th>
        </tr>
      </thead>
      <tbody>
        {RATING_CRITERIA.map(({ key, label }) => {
          const score = scores[key];
          return (
            <tr key={key} data-criterion={key}>
              <th scope="row">{label}</th>
              <td>{`${weights[key]}%`}</td>
              <td>{typeof score === 'number' ? `${formatRating(score)} / 10` : 'Not scored'}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Rating
          </th>
          <td data-rating-total="">
            {casino.rated === false ? UNRATED_LABEL : `${formatRating(casino.rating)} / 5`}
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}

const Panel = styled(Card)`
  ${cardPanelCss('1.25rem', 4)}
  ${theme.media.md} {
    grid-column: 1 / -1;
  }
`;

/**
 * The casino page's "How we rated it" section: each sub-score with its weight and the rating
 * they make, linking to the method. Casinos rated before the method (no sub-scores) show nothing.
 */
export function RatingBreakdown({ casino }: { casino: Casino }) {
  const { data, isLoading, isError } = useGetRatingMethodQuery();
  if (!casino.subScores) return null;
  return (
    <Panel as="section" aria-labelledby="rating-breakdown-title" data-card="rating">
      <h2 id="rating-breakdown-title">How We Rated {casino.name}</h2>
      {data ? (
        <BreakdownTable casino={casino} weights={data.weights} />
      ) : isLoading ? (
        <Skeleton $height="280px" aria-busy="true" />
      ) : isError ? (
        <ListState kind="error">{BREAKDOWN_ERROR}</ListState>
      ) : (
        <Skeleton $height="280px" />
      )}
      <Note>
        {casino.rated === false
          ? 'Too few criteria are scored yet to give a fair rating. '
          : 'The rating is the weighted average of the scores, out of 5. '}
        <Link to={METHODOLOGY_PATH}>How we rate casinos</Link>
      </Note>
    </Panel>
  );
}
