import { formatCostPerSc, formatSc, type CompareRowData } from '@sweepscout/shared';

/** The compare table's value columns, after Games. */
export const VALUE_COLUMNS = ['Cost per SC', 'Free SC a day', 'Lowest redemption'] as const;

const NOT_LISTED = 'Not listed';

/** A row's value cells: the best package's cost per SC, the daily free SC, the lowest minimum. */
export function ValueCells({ casino }: { casino: CompareRowData }) {
  const figures = casino.valueFigures;
  return (
    <>
      <td role="cell" data-col="cost-per-sc" data-label="Cost per SC">
        {figures?.bestCostPerSc != null ? formatCostPerSc(figures.bestCostPerSc) : NOT_LISTED}
      </td>
      <td role="cell" data-col="free-sc" data-label="Free SC a day">
        {figures ? formatSc(figures.freeScPerDay) : NOT_LISTED}
      </td>
      <td role="cell" data-col="redemption-min" data-label="Lowest redemption">
        {figures?.lowestRedemptionSc != null ? formatSc(figures.lowestRedemptionSc) : NOT_LISTED}
      </td>
    </>
  );
}
