import styled from 'styled-components';
import {
  bareListCss,
  ListState,
  RemotePage,
  Skeleton,
  skipWhileOffscreen,
  theme,
  type PageLoader,
} from '@sweepscout/kit';
import {
  compareNames,
  formatLongDate,
  LEGAL_CHANGES_FEED,
  STATE_STATUS_LABELS,
  STATE_STATUSES,
  type UsStateInfo,
} from '@sweepscout/shared';
import { statesApi, useGetUsStatesQuery } from './statesApi';
import { StatusBadge } from './StatusBadge';

const c = theme.colors;

export const STATES_ERROR = 'Failed to load the states. Please try again later.';
export const STATES_EMPTY = 'No state records are published yet.';
export const NOT_LEGAL_ADVICE =
  'This is editorial information gathered from public sources, not legal advice. Laws change: check the sources and the casino’s own terms.';

const Grid = styled.ul`
  ${bareListCss}
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  li {
    min-height: 96px;
    /* 51 cards: only those near the screen are laid out and painted. */
    ${skipWhileOffscreen(116)}
  }
  a {
    display: grid;
    gap: 6px;
    height: 100%;
    padding: ${theme.space(3)};
    border: 1px solid ${c.border};
    border-radius: ${theme.radius.md};
    background: ${c.surfaceRaised};
    color: ${c.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${c.primary};
  }
  /* Inside the card: a card paints nothing outside its box (content-visibility). */
  a:focus-visible {
    outline-offset: -3px;
  }
`;

const Name = styled.span`
  font-weight: 700;
`;

const Small = styled.span`
  font-size: 0.8125rem;
  color: ${c.textMuted};
`;

const Legend = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  padding: 0;
  margin: 0 0 ${theme.space(4)};
`;

const Note = styled.p`
  color: ${c.textMuted};
  margin-top: ${theme.space(5)};
`;

const RECENT_CHANGES = 10;

/** The latest recorded legal changes of every state, newest first. */
function recentChanges(states: readonly UsStateInfo[]) {
  return states
    .flatMap((state) => state.changeLog.map((change) => ({ state, ...change })))
    .sort((a, b) =>
      a.date === b.date ? compareNames(a.state.name, b.state.name) : a.date < b.date ? 1 : -1,
    )
    .slice(0, RECENT_CHANGES);
}

function RecentChanges() {
  const { data } = useGetUsStatesQuery();
  if (!data) return null;
  const changes = recentChanges(data);
  return (
    <section aria-labelledby="changes-title">
      <h2 id="changes-title">Recent legal changes</h2>
      {changes.length ? (
        <ul>
          {changes.map((change) => (
            <li key={`${change.state.code}-${change.date}`}>
              <time dateTime={change.date}>{formatLongDate(`${change.date}T12:00:00Z`)}</time>,{' '}
              <a href={`/states/${change.state.slug}`}>{change.state.name}</a>: {change.summary}
            </li>
          ))}
        </ul>
      ) : (
        <p>No legal changes recorded yet.</p>
      )}
      <p>
        Follow the changes: <a href={LEGAL_CHANGES_FEED.rssPath}>RSS</a>,{' '}
        <a href={LEGAL_CHANGES_FEED.atomPath}>Atom</a> or{' '}
        <a href={LEGAL_CHANGES_FEED.jsonPath}>JSON Feed</a>.
      </p>
    </section>
  );
}

/** Every state, started by the site server (server rendering). */
export const loader: PageLoader = ({ dispatch }) => {
  void dispatch(statesApi.endpoints.getUsStates.initiate());
};

function StatesGrid() {
  const { data, isError, isLoading } = useGetUsStatesQuery();
  if (isError) return <ListState kind="error">{STATES_ERROR}</ListState>;
  if (isLoading || !data) {
    return (
      <Grid aria-busy="true" aria-label="Loading states">
        {Array.from({ length: 12 }, (_, i) => (
          <li key={i}>
            <Skeleton $height="96px" />
          </li>
        ))}
      </Grid>
    );
  }
  if (data.length === 0) return <ListState kind="empty">{STATES_EMPTY}</ListState>;
  return (
    <Grid aria-label="States">
      {data.map((state) => (
        <li key={state.code}>
          <a href={`/states/${state.slug}`}>
            <Name>{state.name}</Name>
            <StatusBadge status={state.effectiveStatus} />
            <Small>
              {state.informationOnly ? 'Information only' : null}
              {!state.informationOnly && !state.verified ? 'To be verified' : null}
              {!state.informationOnly && state.verified ? 'Verified' : null}
            </Small>
          </a>
        </li>
      ))}
    </Grid>
  );
}

/** /states: where online sweepstakes casinos stand in each state and DC. */
export default function StatesPage() {
  return (
    <RemotePage
      remote="content"
      page="states"
      title="Sweepstakes Casinos by State"
      subtitle="Where online sweepstakes casinos stand in each US state and DC, with the law, its dates and our sources."
      inSection
    >
      <h2>Status key</h2>
      <Legend aria-label="Status key">
        {STATE_STATUSES.map((status) => (
          <li key={status} title={STATE_STATUS_LABELS[status]}>
            <StatusBadge status={status} />
          </li>
        ))}
      </Legend>
      <StatesGrid />
      <RecentChanges />
      <Note>{NOT_LEGAL_ADVICE}</Note>
    </RemotePage>
  );
}
