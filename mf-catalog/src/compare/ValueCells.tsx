import styled from 'styled-components';
import { theme, VisuallyHidden } from '@sweepscout/kit';
import { Link } from 'react-router-dom';
import { casinoPath, formatCostPerSc, formatSc, type CompareRowData } from '@sweepscout/shared';

/** The compare table's value column, after Games: three figures in one cell, each named. */
export const VALUE_COLUMNS = ['Coin Value'] as const;

const NOT_LISTED = 'Not listed';

const Figures = styled.dl`
  display: grid;
  gap: 2px;
  margin: 0;
  font-size: 0.85rem;
  white-space: nowrap;
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${theme.space(1)};
    font-weight: 600;
  }
`;

const Changed = styled.p`
  margin: ${theme.space(1)} 0 0;
  font-size: 0.8rem;
  white-space: nowrap;
`;

/**
 * A row's value cell: the best package's cost per SC, the daily free SC, the lowest minimum, and
 * (with the "changed this week" filter) the date its offer changed.
 */
export function ValueCells({
  casino,
  showChange = false,
}: {
  casino: CompareRowData;
  /** Show when its offers last changed, linked to its offer history. */
  showChange?: boolean;
}) {
  const figures = casino.valueFigures;
  // Only under the "changed this week" filter, whose rows the server chose: nothing here depends
  // on the clock, so the server's and the browser's renders agree.
  const changedAt = showChange ? casino.offerChangedAt : null;
  return (
    <td role="cell" data-col="value" data-label="Coin Value">
      <Figures>
        <dt>Best value</dt>
        <dd data-figure="cost-per-sc">
          {figures?.bestCostPerSc != null ? formatCostPerSc(figures.bestCostPerSc) : NOT_LISTED}
        </dd>
        <dt>Free a day</dt>
        <dd data-figure="free-sc">{figures ? formatSc(figures.freeScPerDay) : NOT_LISTED}</dd>
        <dt>Redeem from</dt>
        <dd data-figure="redemption-min">
          {figures?.lowestRedemptionSc != null ? formatSc(figures.lowestRedemptionSc) : NOT_LISTED}
        </dd>
      </Figures>
      {changedAt && (
        <Changed>
          <Link to={`${casinoPath(casino.slug)}#offer-history-title`}>
            Offer changed <time dateTime={changedAt}>{changedAt.slice(0, 10)}</time>
            <VisuallyHidden> at {casino.name}</VisuallyHidden>
          </Link>
        </Changed>
      )}
    </td>
  );
}
