import styled from 'styled-components';
import { SelectOptions, theme } from '@sweepscout/kit';
import { REDEMPTION_METHODS, type RedemptionMethod } from '@sweepscout/shared';
import { FilterGroup, filterSelectCss } from '../common/layout';
import { compareField, type CompareState } from './compareState';

/** The maximum minimums offered (a shared link may carry another, which is listed too). */
const MAXIMUMS = [10, 25, 50, 100];

const Group = styled(FilterGroup)`
  display: grid;
  gap: ${theme.space(2)};
  label {
    font-size: 0.85rem;
    color: ${theme.colors.textMuted};
  }
  ${filterSelectCss}
`;

const Changed = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: 4px 0;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${theme.colors.primary};
  }
  input:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The compare form's value filters: a redemption method, the most its minimum may be, and only
 * the casinos whose offers changed in the last 7 days.
 */
export function RedemptionFilters({
  state,
  onChange,
}: {
  state: CompareState;
  onChange: (next: CompareState) => void;
}) {
  const maximums = MAXIMUMS.includes(state.maxRedemptionMin ?? 0)
    ? MAXIMUMS
    : [...MAXIMUMS, state.maxRedemptionMin ?? 0].filter(Boolean).sort((a, b) => a - b);
  return (
    <Group>
      <legend>Redemption</legend>
      <label htmlFor="compare-redemption-method">Method</label>
      <select
        id="compare-redemption-method"
        name={compareField('redemptionMethod')}
        value={state.redemptionMethod}
        onChange={(event) =>
          onChange({
            ...state,
            redemptionMethod: event.target.value as RedemptionMethod | '',
            page: 1,
          })
        }
      >
        <option value="">Any method</option>
        <SelectOptions options={REDEMPTION_METHODS} />
      </select>
      <label htmlFor="compare-redemption-max">Minimum to redeem, at most</label>
      <select
        id="compare-redemption-max"
        name={compareField('maxRedemptionMin')}
        value={state.maxRedemptionMin === null ? '' : String(state.maxRedemptionMin)}
        onChange={(event) =>
          onChange({
            ...state,
            maxRedemptionMin: event.target.value ? Number(event.target.value) : null,
            page: 1,
          })
        }
      >
        <option value="">Any minimum</option>
        {maximums.map((max) => (
          <option key={max} value={String(max)}>
            {max} SC
          </option>
        ))}
      </select>
      <Changed>
        <input
          type="checkbox"
          name={compareField('changed')}
          value="week"
          checked={state.changedThisWeek}
          onChange={(event) =>
            onChange({ ...state, changedThisWeek: event.target.checked, page: 1 })
          }
        />
        Offers changed this week
      </Changed>
    </Group>
  );
}
