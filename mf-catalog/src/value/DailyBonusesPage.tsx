import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  Container,
  PageHero,
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
  type CasinoValueSummary,
} from '@sweepscout/shared';
import {
  claimedSince,
  formatCountdown,
  lastReset,
  nextReset,
  parseClaims,
  scClaimedThisMonth,
  toggleClaim,
  type Claims,
} from './dailyClaims';
import { useGetValueCasinosQuery, valueApi } from './valueApi';

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

/** The tracker's data, read by the site server for the first view. */
export const loader: PageLoader = ({ dispatch }) => {
  void dispatch(valueApi.endpoints.getValueCasinos.initiate());
};

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

/** The visitor's ticks from localStorage, read after hydration; each change is saved at once. */
function useClaims(): [Claims | null, (next: Claims) => void] {
  const [claims, setClaims] = useState<Claims | null>(null);
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(STORAGE_KEYS.dailyClaims);
    } catch {
      // Storage refused (private mode): the checklist works for this visit only.
    }
    setClaims(parseClaims(stored));
  }, []);
  const save = useCallback((next: Claims) => {
    setClaims(next);
    try {
      window.localStorage.setItem(STORAGE_KEYS.dailyClaims, JSON.stringify(next));
    } catch {
      // As above: kept in memory only.
    }
  }, []);
  return [claims, save];
}

function Row({
  casino,
  now,
  claims,
  onToggle,
}: {
  casino: CasinoValueSummary;
  now: Date | null;
  claims: Claims | null;
  onToggle: (casino: CasinoValueSummary) => void;
}) {
  const reset = now ? lastReset(now, casino.resetTime, casino.timeZone) : null;
  const next = now ? nextReset(now, casino.resetTime, casino.timeZone) : null;
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
  const { data, isError } = useGetValueCasinosQuery();
  const now = useNow();
  const [claims, saveClaims] = useClaims();
  const dailyBySlug = useMemo(
    () => new Map((data ?? []).map((casino) => [casino.slug, casino.dailySc])),
    [data],
  );
  const onToggle = (casino: CasinoValueSummary) => {
    if (!now || !claims) return;
    const reset = lastReset(now, casino.resetTime, casino.timeZone);
    saveClaims(toggleClaim(claims, casino.slug, now, reset));
  };
  const total = now && claims ? formatSc(scClaimedThisMonth(claims, dailyBySlug, now)) : PENDING;
  const available = formatSc(
    Math.round((data ?? []).reduce((sum, casino) => sum + casino.dailySc * 100, 0)) / 100,
  );

  return (
    <div data-remote="catalog" data-page="daily-bonuses">
      <PageHero
        title="Daily Free Coins Tracker"
        subtitle="Every casino’s free daily Sweeps Coins, when each resets, and a checklist for the day."
      />
      <Container>
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
              Free SC on offer each day: <output>{data ? available : PENDING}</output>
            </p>
          </Summary>
          {isError ? (
            <StateMessage $tone="error" role="alert">
              {TRACKER_ERROR}
            </StateMessage>
          ) : !data ? (
            // About the table's height: nothing on screen moves when it arrives.
            <Skeleton $height="36rem" $width="100%" />
          ) : data.length === 0 ? (
            <StateMessage $tone="empty">{TRACKER_EMPTY}</StateMessage>
          ) : (
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
                  {data.map((casino) => (
                    <Row
                      key={casino.slug}
                      casino={casino}
                      now={now}
                      claims={claims}
                      onToggle={onToggle}
                    />
                  ))}
                </tbody>
              </Table>
            </Scroll>
          )}
        </Layout>
      </Container>
    </div>
  );
}
