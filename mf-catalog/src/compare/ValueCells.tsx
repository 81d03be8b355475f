import styled from 'styled-components';
import { theme } from '@sweepscout/kit';
import { formatCostPerSc, formatSc, type CompareRowData } from '@sweepscout/shared';

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

/** A row's value cell: the best package's cost per SC, the daily free SC, the lowest minimum. */
export function ValueCells({ casino }: { casino: CompareRowData }) {
  const figures = casino.valueFigures;
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
    </td>
  );
}
