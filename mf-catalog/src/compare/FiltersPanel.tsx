import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ServerMemo, theme, UsStateOptions, VisuallyHidden } from '@sweepscout/kit';
import { ROUTE_PATHS } from '@sweepscout/shared';
import { FilterGroup } from '../common/layout';
import {
  COMPARE_FORM_ID,
  compareField,
  LIST_FILTERS,
  toggleListValue,
  type CompareState,
} from './compareState';
import { RedemptionFilters } from './RedemptionFilters';

const c = theme.colors;

const StateSelect = styled.select`
  width: 100%;
  height: 40px;
  border-radius: ${theme.radius.sm};
  border: 1px solid ${c.border};
  background: ${c.surface};
  color: ${c.text};
  font: inherit;
  padding: 0 8px;
`;

const Panel = styled.form`
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: 1fr;
  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  padding: ${theme.space(5)};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
  background: ${c.surfaceRaised};
  box-shadow: ${theme.shadow.card};
  h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 1.15rem;
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${theme.media.sm} {
    grid-template-columns: 1fr;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    padding: 4px 0;
    cursor: pointer;
    color: ${c.textMuted};
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${c.primary};
  }
  input:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: 2px;
  }
`;

const Stars = styled.div`
  display: flex;
  gap: ${theme.space(1)};
`;

const StarButton = styled.button<{ $on: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${({ $on }) => ($on ? c.star : c.border)};
  border-radius: ${theme.radius.sm};
  background: ${c.surfaceRaised};
  color: ${({ $on }) => ($on ? c.star : c.textMuted)};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: ${theme.space(2)} 0 0;
  font-size: 0.85rem;
  color: ${c.textMuted};
`;

const Buttons = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(3)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${c.border};
  button {
    min-width: 140px;
    white-space: nowrap;
  }
  @media (max-width: 639px) {
    button {
      flex: 1;
      min-width: 0;
    }
  }
`;

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

interface FiltersPanelProps {
  state: CompareState;
  onChange: (next: CompareState) => void;
  onApply: () => void;
  onReset: () => void;
}

/**
 * The compare filters (fixed labels): every change is applied at once; 'Apply Filters'
 * logs the filters and fetches again; Reset clears everything and restores the default sort.
 */
export function FiltersPanel({ state, onChange, onApply, onReset }: FiltersPanelProps) {
  return (
    // A GET form of the page's own URL: without script (or before it runs) every control still
    // works, and the server renders the filtered page (shareable). With script, nothing reloads.
    <Panel
      id={COMPARE_FORM_ID}
      method="get"
      action={ROUTE_PATHS.compare}
      data-submit-on-change=""
      aria-labelledby="compare-filters-title"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <h2 id="compare-filters-title">Filters</h2>
      {LIST_FILTERS.map(({ key, legend, values }) => {
        const checked = values.filter((value) => (state[key] as readonly string[]).includes(value));
        return (
          // The same on every page with the same boxes ticked: rendered once on the server.
          <ServerMemo key={key} id={`compare-${key}`} deps={checked}>
            <FilterGroup>
              <legend>{legend}</legend>
              <Options>
                {values.map((value) => (
                  <label key={value}>
                    <input
                      type="checkbox"
                      name={compareField(key)}
                      value={value}
                      checked={checked.includes(value)}
                      onChange={() => onChange(toggleListValue(state, key, value))}
                    />
                    {value}
                  </label>
                ))}
              </Options>
            </FilterGroup>
          </ServerMemo>
        );
      })}
      <FilterGroup>
        <legend>Minimum Rating</legend>
        <Stars>
          {[1, 2, 3, 4, 5].map((n) => (
            <StarButton
              key={n}
              type="submit"
              name={compareField('minRating')}
              value={n}
              $on={n <= state.minRating}
              aria-pressed={state.minRating === n}
              aria-label={`${n} star${n > 1 ? 's' : ''} and up`}
              onClick={(event) => {
                event.preventDefault();
                onChange({ ...state, minRating: n, page: 1 });
              }}
            >
              <StarIcon filled={n <= state.minRating} />
            </StarButton>
          ))}
        </Stars>
        {/* Sent with Apply Filters (after the stars: a star pressed comes first and wins). */}
        {state.minRating > 0 && (
          <input type="hidden" name={compareField('minRating')} value={state.minRating} />
        )}
        <Hint aria-live="polite">
          {state.minRating > 0 ? `Rated ${state.minRating} or more` : 'Any rating'}
        </Hint>
      </FilterGroup>
      <FilterGroup>
        <legend>Available In</legend>
        <label htmlFor="compare-available-in">
          <VisuallyHidden>Only casinos available in</VisuallyHidden>
        </label>
        {/* 52 options, the same on every page for one choice: rendered once on the server. */}
        <ServerMemo id="compare-available-in" deps={[state.availableIn]}>
          <StateSelect
            id="compare-available-in"
            name={compareField('availableIn')}
            value={state.availableIn}
            onChange={(event) => onChange({ ...state, availableIn: event.target.value, page: 1 })}
          >
            <option value="">Any state</option>
            <UsStateOptions />
          </StateSelect>
        </ServerMemo>
      </FilterGroup>
      <RedemptionFilters state={state} onChange={onChange} />
      <Buttons>
        <Button type="submit">Apply Filters</Button>
        <Button
          as={Link}
          to={ROUTE_PATHS.compare}
          $variant="secondary"
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            onReset();
          }}
        >
          Reset
        </Button>
      </Buttons>
    </Panel>
  );
}
