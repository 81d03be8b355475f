import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  cardPanelCss,
  ListState,
  RemotePage,
  Skeleton,
  theme,
  type PageLoader,
} from '@sweepscout/kit';
import { MIN_SUB_SCORES, RATING_CRITERIA, UNRATED_LABEL } from '@sweepscout/shared';
import { ratingApi, useGetRatingMethodQuery } from './ratingApi';
import { PageBody } from '../common/layout';

export const METHODOLOGY_TITLE = 'How We Rate Sweepstakes Casinos';
export const WEIGHTS_ERROR = 'The rating weights could not be loaded. Please try again later.';

/** What each criterion looks at. */
const CRITERION_TEXT: Record<(typeof RATING_CRITERIA)[number]['key'], string> = {
  bonuses:
    'The welcome offer and daily free coins, what they are worth in Sweeps Coins, and how fair their playthrough is.',
  games: 'How many games there are, from how many studios, and how well the lobby is organised.',
  redemption:
    'Redemption minimums, methods, identity checks and how long prize redemptions really take.',
  trust:
    'Who runs the casino, how clear its sweepstakes rules and terms are, and its record with players.',
  support: 'How support can be reached, when, and how useful its answers are.',
  responsiblePlay:
    'Purchase limits, reminders, time-outs, self-exclusion and how visible help for players is.',
};

const c = theme.colors;

const Body = styled(PageBody)`
  max-width: 860px;
`;

const Panel = styled(Card)`
  ${cardPanelCss('1.3rem', 3)}
  p {
    margin: 0 0 ${theme.space(3)};
  }
`;

const Weights = styled.dl`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  div {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${theme.space(1)} ${theme.space(4)};
    padding-bottom: ${theme.space(3)};
    border-bottom: 1px solid ${c.border};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  dd + dd {
    grid-column: 1 / -1;
    color: ${c.textMuted};
  }
`;

/** Started by the site server before it renders the page: the weights. */
export const loader: PageLoader = ({ dispatch }) => {
  void dispatch(ratingApi.endpoints.getRatingMethod.initiate());
};

function WeightList() {
  const { data, isLoading, isError } = useGetRatingMethodQuery();
  if (data) {
    return (
      <Weights data-weights="">
        {RATING_CRITERIA.map(({ key, label }) => (
          <div key={key} data-criterion={key}>
            <dt>{label}</dt>
            <dd>{`${data.weights[key]}%`}</dd>
            <dd>{CRITERION_TEXT[key]}</dd>
          </div>
        ))}
      </Weights>
    );
  }
  if (isError && !isLoading) {
    return <ListState kind="error">{WEIGHTS_ERROR}</ListState>;
  }
  return <Skeleton $height="420px" aria-busy="true" />;
}

/** /methodology: the published rating method, with the weights staff set. */
export default function MethodologyPage() {
  return (
    <RemotePage
      remote="catalog"
      page="methodology"
      title={METHODOLOGY_TITLE}
      subtitle="Every rating on SweepScout comes from the same published method: six scored criteria and their weights."
    >
      <Body>
        <Panel as="section" aria-labelledby="method-how">
          <h2 id="method-how">How a rating is made</h2>
          <p>
            Our reviewers score each casino from 0 to 10 on six criteria, from what they found when
            they signed up, played, redeemed and contacted support. The rating out of 5 is the
            weighted average of those scores, halved and rounded to one decimal. A criterion we
            could not check yet is left out, and the others share its weight.
          </p>
          <p>
            When fewer than {MIN_SUB_SCORES} criteria are scored we do not guess: the casino shows
            &ldquo;{UNRATED_LABEL}&rdquo; until we have the evidence. Each casino page shows its
            scores beside the weights, so you can check the sum yourself.
          </p>
        </Panel>
        <Panel as="section" aria-labelledby="method-weights">
          <h2 id="method-weights">The criteria and their weights</h2>
          <WeightList />
        </Panel>
        <Panel as="section" aria-labelledby="method-independence">
          <h2 id="method-independence">Independence and changes</h2>
          <p>
            We may earn a commission when you visit a casino through our links; it never buys a
            score. Staff change the weights only in our editorial system, where every change is
            logged, and every casino is rated again with the new weights at once.
          </p>
          <p>
            Ratings are our editorial opinion, not legal or financial advice. Rules and offers
            change: check a casino&rsquo;s own terms, and whether it is available in your state,
            before you play. <Link to="/compare">Compare all casinos</Link>.
          </p>
        </Panel>
      </Body>
    </RemotePage>
  );
}
