import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  ListState,
  RemotePage,
  Skeleton,
  StateMessage,
  theme,
  VisuallyHidden,
  type PageLoader,
} from '@sweepscout/kit';
import {
  casinoPath,
  formatGc,
  formatSc,
  STORAGE_KEYS,
  VALUE_CASINOS_MAX_PAGE_SIZE,
  type CasinoValueSummary,
  type ZoneOffsets,
} from '@sweepscout/shared';
import {
  claimedSince,
  dailyScOfClaims,
  parseClaimRates,
  formatCountdown,
  lastReset,
  nextReset,
  parseClaims,
  scClaimedThisMonth,
  toggleClaim,
  type ClaimRates,
  type Claims,
} from './dailyClaims';
import { useGetValueCasinosQuery, valueApi, type ValueCasinosArgs } from './valueApi';
import { NoCasinoInState, useChosenState } from '../common/NoCasinoInState';

export const DAILY_BONUSES_PATH = '/daily-bonuses';
/** Casinos per page of the tracker (at most the API's page size). */
export const DAILY_BONUSES_PAGE_SIZE = Math.min(50, VALUE_CASINOS_MAX_PAGE_SIZE);
export const TRACKER_PAGE_EMPTY = 'There are no casinos on this page.';

export const TRACKER_SCRIPT_NOTE =
  'The countdowns and the checklist need JavaScript. Your ticks stay in this browser only: no account, nothing sent to us.';
export const TRACKER_ERROR = 'The daily bonuses could not be loaded. Please try again later.';
export const TRACKER_EMPTY = 'No casino lists its daily free coins yet.';
/** What the time-dependent parts show until the page runs in the browser (same width after). */
const PENDING = '–';

const c = theme.colors;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  padding: ${theme.space(8)} 0 ${theme.space(12)};
`;

const Note = styled.p`
  margin: 0;
  color: ${c.textMuted};
`;

const Summary = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(8)};
  padding: ${theme.space(4)} ${theme.space(6)};
  p {
    margin: 0;
    font-weight: 700;
  }
  output {
    display: inline-block;
    min-width: 8ch;
    font-variant-numeric: tabular-nums;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${theme.space(3)};
    border-bottom: 1px solid ${c.border};
    text-align: left;
    vertical-align: middle;
  }
  td[data-countdown] {
    min-width: 17ch;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  label {
    display: inline-flex;
    gap: ${theme.space(2)};
    align-items: center;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${c.primary};
  }
`;

const Scroll = styled(Card)`
  overflow-x: auto;
  padding: ${theme.space(2)} ${theme.space(4)};
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  p {
    margin: 0;
    color: ${c.textMuted};
  }
  a {
    font-weight: 700;
  }
`;

/** The page of the URL: ?page=2; anything else is the first page. */
export function trackerPage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= 100000 ? page : 1;
}

const pageArgs = (params: URLSearchParams): ValueCasinosArgs => ({
  page: trackerPage(params),
  pageSize: DAILY_BONUSES_PAGE_SIZE,
  sort: 'name',
});

const pageHref = (page: number) =>
  page > 1 ? `${DAILY_BONUSES_PATH}?page=${page}` : DAILY_BONUSES_PATH;

/** The tracker's data, read by the site server for the first view. */
export const loader: PageLoader = ({ searchParams, dispatch }) => {
  void dispatch(valueApi.endpoints.getValueCasinos.initiate(pageArgs(searchParams)));
};

/** Links to the previous and next pages (plain links: they work without script). */
function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1 && page === 1) return null;
  return (
    <Pages aria-label="Pages of the daily bonuses">
      {page > 1 ? (
        <Link to={pageHref(Math.min(page - 1, Math.max(totalPages, 1)))} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p aria-current="page">
        Page {page} of {Math.max(totalPages, 1)}
      </p>
      {page < totalPages ? (
        <Link to={pageHref(page + 1)} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </Pages>
  );
}

/** The current time, once the page runs in the browser (null on the server and while hydrating). */
function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A value kept in localStorage, read after hydration (null until then); each change is saved at
 * once. Storage refused (private mode): it works for this visit only.
 */
function useStored<T>(
  key: string,
  parse: (text: string | null) => T,
): [T | null, (next: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(key);
    } catch {
      // Kept in memory only.
    }
    setValue(parse(stored));
  }, [key, parse]);
  const save = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Kept in memory only.
      }
    },
    [key],
  );
  return [value, save];
}

function Row({
  casino,
  offsets,
  now,
  claims,
  onToggle,
}: {
  casino: CasinoValueSummary;
  /** Its zone's offsets as the API sent them. */
  offsets: ZoneOffsets | undefined;
  now: Date | null;
  claims: Claims | null;
  onToggle: (casino: CasinoValueSummary) => void;
}) {
  const reset = now ? lastReset(now, casino.resetTime, casino.timeZone, offsets) : null;
  const next = now ? nextReset(now, casino.resetTime, casino.timeZone, offsets) : null;
  const claimed = Boolean(reset && claims && claimedSince(claims[casino.slug], reset));
  return (
    <tr data-daily-row={casino.slug}>
      <th scope="row">
        <Link to={casinoPath(casino.slug)}>{casino.name}</Link>
      </th>
      <td>{formatSc(casino.dailySc)}</td>
      <td>{formatGc(casino.dailyGc)}</td>
      <td>
        {casino.resetTime} {casino.timeZone}
      </td>
      <td data-countdown="">
        {now && next ? formatCountdown(next.getTime() - now.getTime()) : PENDING}
      </td>
      <td>
        <label>
          <input
            type="checkbox"
            checked={claimed}
            disabled={!now || !claims}
            onChange={() => onToggle(casino)}
          />
          Claimed<VisuallyHidden> at {casino.name}</VisuallyHidden>
        </label>
      </td>
    </tr>
  );
}

/** /daily-bonuses: every casino's daily free SC, its reset counted down, and a checklist. */
export default function DailyBonusesPage() {
  const [params] = useSearchParams();
  const args = pageArgs(params);
  const { currentData: data, isError } = useGetValueCasinosQuery(args);
  const chosenState = useChosenState(data?.total === 0);
  const now = useNow();
  const [claims, saveClaims] = useStored<Claims>(STORAGE_KEYS.dailyClaims, parseClaims);
  const [rates, saveRates] = useStored<ClaimRates>(STORAGE_KEYS.dailyClaimRates, parseClaimRates);
  // Every ticked casino counts, on this page or another: at the daily SC kept with its tick.
  const dailyBySlug = useMemo(() => dailyScOfClaims(rates ?? {}, data?.items ?? []), [rates, data]);
  const onToggle = (casino: CasinoValueSummary) => {
    if (!now || !claims || !rates) return;
    const reset = lastReset(
      now,
      casino.resetTime,
      casino.timeZone,
      data?.zoneOffsets?.[casino.timeZone],
    );
    saveRates({ ...rates, [casino.slug]: casino.dailySc });
    saveClaims(toggleClaim(claims, casino.slug, now, reset));
  };
  const total =
    now && claims && rates ? formatSc(scClaimedThisMonth(claims, dailyBySlug, now)) : PENDING;

  return (
    <RemotePage
      remote="catalog"
      page="daily-bonuses"
      title="Daily Free Coins Tracker"
      subtitle="Every casino’s free daily Sweeps Coins, when each resets, and a checklist for the day."
    >
      <Layout>
        <Note data-script-note="">{TRACKER_SCRIPT_NOTE}</Note>
        <Note>
          Offers as each casino lists them: some are not yet verified by our team, and they change
          often. Check the casino’s terms. Editorial information, not legal advice.
        </Note>
        <Summary as="section" aria-label="Your month">
          <p>
            Free SC claimed this month: <output data-month-total="">{total}</output>
          </p>
          <p>
            Free SC on offer each day:{' '}
            <output>{data ? formatSc(data.dailyScTotal) : PENDING}</output>
          </p>
        </Summary>
        {isError ? (
          <ListState kind="error">{TRACKER_ERROR}</ListState>
        ) : !data ? (
          // About the table's height: nothing on screen moves when it arrives.
          <Skeleton $height="36rem" $width="100%" />
        ) : data.total === 0 ? (
          chosenState ? (
            <NoCasinoInState state={chosenState} />
          ) : (
            <StateMessage $tone="empty">{TRACKER_EMPTY}</StateMessage>
          )
        ) : data.items.length === 0 ? (
          <StateMessage $tone="empty">
            {TRACKER_PAGE_EMPTY} <Link to={DAILY_BONUSES_PATH}>First page</Link>
          </StateMessage>
        ) : (
          <>
            <Scroll>
              <Table aria-label="Daily free coins">
                <thead>
                  <tr>
                    <th scope="col">Casino</th>
                    <th scope="col">Daily SC</th>
                    <th scope="col">Daily GC</th>
                    <th scope="col">Resets daily at</th>
                    <th scope="col">Next reset in</th>
                    <th scope="col">Today</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((casino) => (
                    <Row
                      key={casino.slug}
                      casino={casino}
                      offsets={data.zoneOffsets?.[casino.timeZone]}
                      now={now}
                      claims={claims}
                      onToggle={onToggle}
                    />
                  ))}
                </tbody>
              </Table>
            </Scroll>
            <Pagination page={data.page} totalPages={data.totalPages} />
          </>
        )}
      </Layout>
    </RemotePage>
  );
}
