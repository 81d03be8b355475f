import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  cardPanelCss,
  RemotePage,
  Skeleton,
  theme,
  trackedLinkProps,
  VisuallyHidden,
  type PageLoader,
} from '@sweepscout/kit';
import { casinoPath, headToHeadRows, type Casino, type HeadToHeadRow } from '@sweepscout/shared';
import { LinkButton, NewTabHint, PageBody, ruledTableCss } from '../common/layout';
import { ratingApi, useGetRatingMethodQuery } from '../rating/ratingApi';
import { BreakdownTable, METHODOLOGY_PATH } from '../rating/RatingBreakdown';
import { headToHeadApi, useGetHeadToHeadQuery } from './headToHeadApi';

export const HEAD_TO_HEAD_ERROR = 'These casinos could not be found';

const c = theme.colors;

const Panel = styled(Card)`
  ${cardPanelCss('1.3rem', 4)}
`;

const Table = styled.table`
  ${ruledTableCss(`${theme.space(3)} ${theme.space(2)}`)}
  th,
  td {
    vertical-align: top;
  }
  td[data-winner='true'] {
    background: ${c.surface};
    font-weight: 700;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const WinnerTag = styled.span`
  display: block;
  margin-top: ${theme.space(1)};
  color: ${c.success};
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(4)};
`;

/** Both casinos and the method's weights, started by the site server (server rendering). */
export const loader: PageLoader = ({ params, dispatch }) => {
  void dispatch(headToHeadApi.endpoints.getHeadToHead.initiate(params.pair ?? ''));
  void dispatch(ratingApi.endpoints.getRatingMethod.initiate());
};

function Cell({ row, side, casino }: { row: HeadToHeadRow; side: 'a' | 'b'; casino: Casino }) {
  const wins = row.winner === side;
  return (
    <td data-winner={wins ? 'true' : undefined}>
      {row[side]}
      {wins ? <WinnerTag>Winner: {casino.name}</WinnerTag> : null}
    </td>
  );
}

function SideBySide({ a, b }: { a: Casino; b: Casino }) {
  const rows = headToHeadRows(a, b);
  return (
    <Scroll>
      <Table data-head-to-head="">
        <caption>
          <VisuallyHidden>
            {a.name} and {b.name} compared, with the winner of each row
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Compared</th>
            <th scope="col">
              <Link to={casinoPath(a.slug)}>{a.name}</Link>
            </th>
            <th scope="col">
              <Link to={casinoPath(b.slug)}>{b.name}</Link>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">{row.label}</th>
              <Cell row={row} side="a" casino={a} />
              <Cell row={row} side="b" casino={b} />
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

function Breakdowns({ a, b }: { a: Casino; b: Casino }) {
  const { data } = useGetRatingMethodQuery();
  if (!data) return <Skeleton $height="320px" />;
  return (
    <Columns>
      {[a, b].map((casino) => (
        <div key={casino.id}>
          <h3>{casino.name}</h3>
          {casino.subScores ? (
            <BreakdownTable casino={casino} weights={data.weights} />
          ) : (
            <p>This casino was rated before our published method; it has no breakdown yet.</p>
          )}
        </div>
      ))}
    </Columns>
  );
}

const SUBTITLE = 'Both casinos side by side on every compared field, with the winner of each row.';

/** 'crown-coins-casino-vs-neon-mirage' -> 'Crown Coins Casino vs Neon Mirage' (while loading). */
const provisionalTitle = (pair: string): string =>
  pair
    .split('-vs-')
    .map((slug) => slug.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()))
    .join(' vs ') || 'Head to head';

/** /compare/{a}-vs-{b}: two casinos side by side, the winner of each row, and the verdict. */
export default function HeadToHeadPage() {
  const { pair = '' } = useParams();
  const { data, isLoading, isError } = useGetHeadToHeadQuery(pair);
  if (isError) {
    return (
      // Its own page (key): the loading state's column, kept, would move up by the hero's height
      // as the hero goes (a layout shift); a new column takes the hero's place instead.
      <RemotePage key="not-found" remote="catalog" page="head-to-head">
        <PageBody role="alert">
          <h1>{HEAD_TO_HEAD_ERROR}</h1>
          <Button as={Link} to="/compare">
            Compare all casinos
          </Button>
        </PageBody>
      </RemotePage>
    );
  }
  if (isLoading || !data) {
    // The hero as it will read, from the address, so that the page does not move when it loads.
    return (
      <RemotePage
        remote="catalog"
        page="head-to-head"
        title={provisionalTitle(pair)}
        subtitle={SUBTITLE}
        busy
      >
        <PageBody>
          <Skeleton $height="560px" />
        </PageBody>
      </RemotePage>
    );
  }
  const { a, b, verdict } = data;
  return (
    <RemotePage
      remote="catalog"
      page="head-to-head"
      title={`${a.name} vs ${b.name}`}
      subtitle={SUBTITLE}
    >
      <PageBody>
        {verdict ? (
          <Panel as="section" aria-labelledby="verdict-title">
            <h2 id="verdict-title">Our Verdict</h2>
            <p>{verdict}</p>
          </Panel>
        ) : null}
        <Panel as="section" aria-labelledby="side-by-side-title">
          <h2 id="side-by-side-title">Side by Side</h2>
          <SideBySide a={a} b={b} />
          <Actions>
            {/* Where the visitor's state allows information only, no link to either casino. */}
            {[a, b]
              .filter((casino) => !casino.informationOnly)
              .map((casino) => (
                <LinkButton
                  key={casino.id}
                  {...trackedLinkProps(casino, 'head-to-head', 'visit_site')}
                >
                  Visit {casino.name}
                  <NewTabHint />
                </LinkButton>
              ))}
          </Actions>
        </Panel>
        <Panel as="section" aria-labelledby="breakdowns-title">
          <h2 id="breakdowns-title">Rating Breakdowns</h2>
          <Breakdowns a={a} b={b} />
          <p>
            <Link to={METHODOLOGY_PATH}>How we rate casinos</Link> ·{' '}
            <Link to="/compare">Compare all casinos</Link>
          </p>
        </Panel>
      </PageBody>
    </RemotePage>
  );
}
