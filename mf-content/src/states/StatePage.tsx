import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ListState, RemotePage, Skeleton, theme, type PageLoader } from '@sweepscout/kit';
import {
  casinoPath,
  formatLongDate,
  noCasinoIn,
  STATE_STATUS_LABELS,
  type StateStatus,
} from '@sweepscout/shared';
import { ErrorScreen } from '../common/ErrorScreen';
import { NOT_LEGAL_ADVICE } from './StatesPage';
import { statesApi, useGetUsStateBySlugQuery, type UsStatePageData } from './statesApi';
import { StatusBadge } from './StatusBadge';

const c = theme.colors;

const Article = styled.article`
  max-width: 60rem;
  display: grid;
  gap: ${theme.space(5)};
  h1 {
    margin: 0;
  }
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.25rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Callout = styled.p`
  margin: 0;
  padding: ${theme.space(3)};
  border: 1px solid ${c.border};
  border-left: 4px solid ${c.danger};
  border-radius: ${theme.radius.sm};
`;

const Muted = styled.p`
  color: ${c.textMuted};
  margin: 0;
`;

/** 'yyyy-MM-dd' in words ('July 1, 2026'), read as that calendar day. */
const dayText = (date: string) => formatLongDate(`${date}T12:00:00Z`);

/** The state and the casinos available there, started by the site server (server rendering). */
export const loader: PageLoader = ({ params, dispatch }) => {
  void dispatch(statesApi.endpoints.getUsStateBySlug.initiate(params.slug ?? ''));
};

function statusLine(state: UsStatePageData): string | null {
  if (!state.scheduledStatus || !state.effectiveDate) return null;
  const label = (status: StateStatus) => STATE_STATUS_LABELS[status].toLowerCase();
  return state.effectiveStatus === state.scheduledStatus
    ? `Changed from ${label(state.legalStatus)} to ${label(state.scheduledStatus)} on ${dayText(state.effectiveDate)}.`
    : `Scheduled to change to ${label(state.scheduledStatus)} on ${dayText(state.effectiveDate)}.`;
}

function StateArticle({ state }: { state: UsStatePageData }) {
  const scheduled = statusLine(state);
  return (
    <Article aria-labelledby="state-title">
      <header>
        <h1 id="state-title">Sweepstakes casinos in {state.name}</h1>
        <p>
          <StatusBadge status={state.effectiveStatus} />
        </p>
      </header>
      <p>{state.summary}</p>
      {state.informationOnly && (
        <Callout data-information-only="">
          Information only: for visitors in {state.name} SweepScout shows no casino links, bonus
          claims or promo codes.
        </Callout>
      )}
      <section aria-labelledby="law-title">
        <h2 id="law-title">The law</h2>
        <Facts>
          <dt>Status</dt>
          <dd>{STATE_STATUS_LABELS[state.effectiveStatus]}</dd>
          <dt>Law</dt>
          <dd>{state.citation || 'No state law known to us'}</dd>
          {state.billStage && (
            <>
              <dt>Bill stage</dt>
              <dd>{state.billStage}</dd>
            </>
          )}
          <dt>Effective date</dt>
          <dd>{state.effectiveDate ? dayText(state.effectiveDate) : 'None'}</dd>
          {scheduled && (
            <>
              <dt>Scheduled change</dt>
              <dd>{scheduled}</dd>
            </>
          )}
          <dt>Reaches promoters</dt>
          <dd>
            {state.reachesAffiliates ? 'Yes, including media affiliates' : 'No, as far as we know'}
          </dd>
          <dt>Verification</dt>
          <dd data-verified={state.verified ? 'yes' : 'no'}>
            {state.verified && state.lastVerifiedAt
              ? `Verified on ${formatLongDate(state.lastVerifiedAt)}${state.verifiedBy ? ` by ${state.verifiedBy}` : ''}`
              : 'To be verified: our editors have not yet checked this record against the statute'}
          </dd>
        </Facts>
      </section>
      <section aria-labelledby="sources-title">
        <h2 id="sources-title">Sources</h2>
        {state.sources.length ? (
          <ul>
            {state.sources.map((source) => (
              <li key={source}>
                <a href={source} rel="nofollow noopener">
                  {source}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <Muted>No sources listed.</Muted>
        )}
      </section>
      <section aria-labelledby="casinos-title">
        <h2 id="casinos-title">Casinos available in {state.name}</h2>
        {state.casinos.length ? (
          <ul>
            {state.casinos.map((casino) => (
              <li key={casino.id}>
                <a href={casinoPath(casino.slug)}>{casino.name}</a> ({casino.rating.toFixed(1)}/5)
              </li>
            ))}
          </ul>
        ) : (
          <ListState kind="empty">{noCasinoIn(state.name)}</ListState>
        )}
      </section>
      <section aria-labelledby="changes-title">
        <h2 id="changes-title">Change log</h2>
        {state.changeLog.length ? (
          <ul>
            {state.changeLog.map((change) => (
              <li key={`${change.date}-${change.summary}`}>
                <time dateTime={change.date}>{dayText(change.date)}</time>: {change.summary}
              </li>
            ))}
          </ul>
        ) : (
          <Muted>No legal changes recorded.</Muted>
        )}
      </section>
      <Muted>{NOT_LEGAL_ADVICE}</Muted>
    </Article>
  );
}

/** /states/{slug}: one state's law, dates, sources, available casinos and change log. */
export default function StatePage() {
  const { slug = '' } = useParams();
  const { data: state, isError, isLoading } = useGetUsStateBySlugQuery(slug);
  if (isError) {
    return (
      <ErrorScreen
        page="state"
        title="State Not Found"
        text="We have no record for this state."
        backTo="/states"
        backLabel="All states"
      />
    );
  }
  return (
    <RemotePage remote="content" page="state" inSection>
      {isLoading || !state ? (
        <Article aria-busy="true" aria-label="Loading state">
          <Skeleton $height="2.5rem" $width="60%" />
          <Skeleton $height="1rem" />
          <Skeleton $height="12rem" />
        </Article>
      ) : (
        <StateArticle state={state} />
      )}
    </RemotePage>
  );
}
