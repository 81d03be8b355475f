import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ListState, RemotePage, SelectOptions, theme, type PageLoader } from '@sweepscout/kit';
import { COMPARE_SORTS, pastTheLastPage, type CompareSort } from '@sweepscout/shared';
import { compareApi, useCompareCasinosQuery } from './compareApi';
import { COMPARE_FORM_ID, compareField, filtersApplied, parseCompareParams } from './compareState';
import { NoCasinoInState, useChosenState } from '../common/NoCasinoInState';
import { filterSelectCss, PageBody } from '../common/layout';
import { CompareTable } from './CompareTable';
import { FiltersPanel } from './FiltersPanel';
import { Pagination } from './Pagination';
import { useCompareState } from './useCompareState';

export const COMPARE_ERROR = 'Failed to load casino data. Please try again later.';
export const COMPARE_EMPTY = 'No casinos match your current filters. Try adjusting your criteria.';

const c = theme.colors;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${c.textMuted};
    font-size: 0.9rem;
  }
`;

const SortField = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  ${filterSelectCss}
`;

function resultText(total: number, page: number, pageSize: number): string {
  if (total === 0) return 'No casinos found';
  const first = (page - 1) * pageSize + 1;
  if (first > total) return `No casinos on this page (${total} in all)`;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first}–${last} of ${total} casino${total === 1 ? '' : 's'}`;
}

/**
 * The first view's page of casinos for the URL's filters, sort and page, started by the site
 * server (server rendering); the component asks for the same state, parsed the same way.
 */
export const loader: PageLoader = ({ searchParams, dispatch }) => {
  void dispatch(compareApi.endpoints.compareCasinos.initiate(parseCompareParams(searchParams)));
};

/** /compare: filters panel, sort and a server-paginated casino table; state in the URL. */
export default function ComparePage() {
  const [state, setState, reset] = useCompareState();
  const { data, currentData, isFetching, isError, refetch } = useCompareCasinosQuery(state);
  const resultsRef = useRef<HTMLDivElement>(null);

  // A shared link to a page past the end (filters changed since) goes to the last page.
  useEffect(() => {
    if (currentData && currentData.totalPages > 0 && state.page > currentData.totalPages) {
      setState({ ...state, page: currentData.totalPages });
    }
  }, [currentData, state, setState]);

  const applyFilters = () => {
    console.log('Applying filters:', {
      gameTypes: state.gameTypes,
      bonusTypes: state.bonusTypes,
      paymentMethods: state.paymentMethods,
      minRating: state.minRating,
      sort: state.sort,
    });
    void refetch();
  };

  const goToPage = (page: number) => {
    setState({ ...state, page });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  const loading = isFetching && !currentData;
  const rows = currentData?.items ?? [];
  // No casino at all without a filter: the visitor's state left the list empty.
  const chosenState = useChosenState(currentData?.total === 0 && !filtersApplied(state));

  return (
    <RemotePage
      remote="catalog"
      page="compare"
      title="Compare Sweepstakes Casinos"
      subtitle="Filter by games, bonuses, payment methods and rating to find the right casino for you."
    >
      <PageBody>
        <FiltersPanel state={state} onChange={setState} onApply={applyFilters} onReset={reset} />
        <div>
          <Toolbar ref={resultsRef}>
            <div>
              <h2 id="compare-results-title">Casinos</h2>
              <p aria-live="polite" data-result-count="">
                {isError
                  ? ''
                  : currentData
                    ? resultText(currentData.total, currentData.page, currentData.pageSize)
                    : 'Loading casinos…'}
              </p>
            </div>
            <SortField>
              <label htmlFor="compare-sort">Sort by</label>
              <select
                id="compare-sort"
                form={COMPARE_FORM_ID}
                name={compareField('sort')}
                value={state.sort}
                onChange={(event) =>
                  setState({ ...state, sort: event.target.value as CompareSort, page: 1 })
                }
              >
                <SelectOptions options={COMPARE_SORTS} />
              </select>
            </SortField>
          </Toolbar>
          {isError && !isFetching ? (
            <ListState kind="error">{COMPARE_ERROR}</ListState>
          ) : currentData && rows.length === 0 ? (
            currentData.total > 0 ? (
              <ListState kind="empty">
                {pastTheLastPage('casinos', currentData.totalPages)}
              </ListState>
            ) : chosenState ? (
              <NoCasinoInState state={chosenState} />
            ) : (
              <ListState kind="empty">{COMPARE_EMPTY}</ListState>
            )
          ) : (
            <CompareTable
              rows={rows}
              loading={loading || (isError && isFetching)}
              showChanges={state.changedThisWeek}
            />
          )}
          <Pagination
            page={state.page}
            totalPages={(currentData ?? data)?.totalPages ?? 1}
            onPage={goToPage}
            form={COMPARE_FORM_ID}
            field={compareField('page')}
          />
        </div>
      </PageBody>
    </RemotePage>
  );
}
