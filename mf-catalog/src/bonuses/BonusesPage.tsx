import { useMemo, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  bareListCss,
  Button,
  ListState,
  RemotePage,
  SelectOptions,
  Skeleton,
  theme,
  trackedLinkProps,
  VisuallyHidden,
  type PageLoader,
  type SelectOption,
} from '@sweepscout/kit';
import { BONUS_PAGE_FILTERS, BONUS_PAGE_SORTS, casinoPath, ROUTE_PATHS } from '@sweepscout/shared';
import { catalogApi, useGetCasinosQuery } from '../api/catalogApi';
import { CasinoLogo } from '../common/CasinoLogo';
import { NoCasinoInState, useChosenState } from '../common/NoCasinoInState';
import { RatingStars } from '../rating/RatingBreakdown';
import { Compliance } from '../common/Compliance';
import { filterSelectCss, LinkButton, NewTabHint } from '../common/layout';
import { ResponsiveTable } from '../common/ResponsiveTable';
import {
  DEFAULT_BONUS_FILTER,
  DEFAULT_BONUS_SORT,
  bonusRows,
  bonusTypeLabels,
  parseBonusFilter,
  parseBonusSort,
} from './bonusFilter';
import { BonusGuide } from './BonusGuide';

export const BONUSES_ERROR = 'Failed to load bonus data. Please try again later.';
export const BONUSES_EMPTY = 'No bonuses match your current filter. Try a different bonus type.';
const SKELETON_ROWS = 3;

const c = theme.colors;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  align-items: end;
  justify-content: space-between;
  margin: ${theme.space(8)} 0 ${theme.space(4)};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(4)};
  }
  label {
    display: grid;
    gap: ${theme.space(1)};
    font-weight: 600;
    font-size: 0.9rem;
  }
  ${filterSelectCss}
  select {
    min-width: 200px;
  }
  p {
    margin: 0;
    color: ${c.textMuted};
  }
  /* Keeps its line while the count is not known yet, so the table does not move down. */
  [data-result-count] {
    min-height: 1.5em;
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${theme.space(1)};
`;

const CasinoCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  h3 a {
    color: ${c.text};
    text-decoration: none;
  }
  h3 a:hover {
    color: ${c.primary};
    text-decoration: underline;
  }
`;

const Offer = styled.div`
  strong {
    display: block;
    color: ${c.text};
  }
  span {
    font-size: 0.875rem;
    color: ${c.textMuted};
  }
`;

const Types = styled.ul`
  span {
    white-space: nowrap;
  }
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  ${bareListCss}
`;

/** The casinos the table is made of (filter and sort apply in the page), for server rendering. */
/** One of the page's URL parameters as a labelled select (the GET form sends it by its name). */
function ParamSelect({
  id,
  label,
  name,
  value,
  options,
  onPick,
}: {
  id: string;
  label: string;
  name: 'type' | 'sort';
  value: string;
  options: readonly SelectOption[];
  onPick: (value: string) => void;
}) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onPick(e.target.value)}>
        <SelectOptions options={options} />
      </select>
    </Field>
  );
}

export const loader: PageLoader = ({ dispatch }) => {
  void dispatch(catalogApi.endpoints.getCasinos.initiate());
};

/** /bonuses: the bonus comparison table with a type filter, a sort and a guide to bonus types. */
export default function BonusesPage() {
  const { data, isLoading, isError } = useGetCasinosQuery();
  // No casino at all: the visitor's state left none (the type filter did not).
  const chosenState = useChosenState(data?.length === 0);
  const [params, setParams] = useSearchParams();
  const filter = parseBonusFilter(params.get('type'));
  const sort = parseBonusSort(params.get('sort'));
  const rows = useMemo(() => (data ? bonusRows(data, filter, sort) : []), [data, filter, sort]);

  const update = (key: 'type' | 'sort', value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <RemotePage
      remote="catalog"
      page="bonuses"
      title="Sweepstakes Casino Bonuses"
      subtitle="Compare welcome offers, no-purchase coins, daily rewards and VIP programs side by side."
    >
      {/* The casinos' names in the table are h3: their section needs its h2 (heading order). */}
      <VisuallyHidden as="h2">Bonus offers</VisuallyHidden>
      {/* A GET form of this page: without script (or before it runs) the server filters. */}
      <Controls
        as="form"
        method="get"
        action={ROUTE_PATHS.bonuses}
        data-submit-on-change=""
        onSubmit={(event: FormEvent) => event.preventDefault()}
      >
        <div>
          <ParamSelect
            id="bonus-type-filter"
            label="Bonus Type"
            name="type"
            value={filter}
            options={BONUS_PAGE_FILTERS}
            onPick={(value) => update('type', value, DEFAULT_BONUS_FILTER)}
          />
          <ParamSelect
            id="bonus-sort"
            label="Sort By"
            name="sort"
            value={sort}
            options={BONUS_PAGE_SORTS}
            onPick={(value) => update('sort', value, DEFAULT_BONUS_SORT)}
          />
          <noscript>
            <Button type="submit" $variant="secondary">
              Show
            </Button>
          </noscript>
        </div>
        <p aria-live="polite" data-result-count="">
          {data && !isError ? `${rows.length} bonus${rows.length === 1 ? '' : 'es'} shown` : ''}
        </p>
      </Controls>
      {isError ? (
        <ListState kind="error">{BONUSES_ERROR}</ListState>
      ) : data && data.length === 0 && chosenState ? (
        <NoCasinoInState state={chosenState} />
      ) : data && rows.length === 0 ? (
        <ListState kind="empty">{BONUSES_EMPTY}</ListState>
      ) : (
        <ResponsiveTable
          $stackBelow={768}
          aria-label="Bonus comparison"
          aria-busy={isLoading || undefined}
          role="table"
        >
          <thead role="rowgroup">
            <tr role="row">
              {['Casino', 'Bonus Offer', 'Bonus Type', 'Rating', 'Action'].map((h) => (
                <th key={h} scope="col" role="columnheader">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {isLoading
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr role="row" key={i} data-skeleton="row">
                    {['casino', 'offer', 'type', 'rating', 'action'].map((col) => (
                      <td role="cell" key={col} data-col={col}>
                        <Skeleton $height="1.25rem" $width={col === 'casino' ? '160px' : '80%'} />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((casino) => {
                  const types = bonusTypeLabels(casino);
                  return (
                    <tr role="row" key={casino.id} data-bonus-row={casino.slug}>
                      <td role="cell" data-col="casino" data-wide="">
                        <CasinoCell>
                          <CasinoLogo casino={casino} size={44} />
                          <div>
                            <h3>
                              <Link to={casinoPath(casino.slug)}>{casino.name}</Link>
                            </h3>
                            <Compliance casino={casino} />
                          </div>
                        </CasinoCell>
                      </td>
                      <td role="cell" data-col="offer" data-label="Bonus Offer" data-wide="">
                        <Offer>
                          <strong>{casino.bonusAmount}</strong>
                          {casino.bonusDescription && <span>{casino.bonusDescription}</span>}
                        </Offer>
                      </td>
                      <td role="cell" data-col="type" data-label="Bonus Type">
                        {types.length ? (
                          <Types>
                            {types.map((t) => (
                              <li key={t}>
                                <Badge $tone="primary">{t}</Badge>
                              </li>
                            ))}
                          </Types>
                        ) : (
                          <>
                            <span aria-hidden="true">—</span>
                            <VisuallyHidden>None listed</VisuallyHidden>
                          </>
                        )}
                      </td>
                      <td role="cell" data-col="rating" data-label="Rating">
                        <RatingStars casino={casino} />
                      </td>
                      <td role="cell" data-col="action" data-wide="">
                        {casino.informationOnly ? (
                          'Information only'
                        ) : (
                          <LinkButton
                            $variant="success"
                            $size="sm"
                            {...trackedLinkProps(casino, 'bonuses-table', 'claim_bonus')}
                          >
                            Claim Bonus<VisuallyHidden> at {casino.name}</VisuallyHidden>
                            <NewTabHint />
                          </LinkButton>
                        )}
                      </td>
                    </tr>
                  );
                })}
          </tbody>
        </ResponsiveTable>
      )}
      <BonusGuide />
    </RemotePage>
  );
}
