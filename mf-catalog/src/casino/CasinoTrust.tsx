import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, cardPanelCss, theme } from '@sweepscout/kit';
import { formatLongDate, type Casino } from '@sweepscout/shared';
import { useGetApprovedMatchupsQuery } from '../headToHead/headToHeadApi';

const c = theme.colors;

const Panel = styled(Card)`
  ${cardPanelCss('1.15rem', 3)}
  ${theme.media.md} {
    grid-column: 1 / -1;
  }
  ul,
  ol {
    margin: 0 0 ${theme.space(4)};
    padding-left: ${theme.space(5)};
    display: grid;
    gap: ${theme.space(2)};
  }
`;

const Updated = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${c.textMuted};
`;

/** "Compare with ..." links to the approved head-to-head pages of this casino. */
function CompareWith({ casino }: { casino: Casino }) {
  const { data } = useGetApprovedMatchupsQuery();
  const pairs = (data ?? []).filter((m) => m.a.slug === casino.slug || m.b.slug === casino.slug);
  if (!pairs.length) return null;
  return (
    <>
      <h2 id="compare-with-title">Compare {casino.name} Head to Head</h2>
      <ul aria-labelledby="compare-with-title">
        {pairs.map((pair) => {
          const other = pair.a.slug === casino.slug ? pair.b : pair.a;
          return (
            <li key={pair.path}>
              <Link to={pair.path}>Compare with {other.name}</Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The casino page's last update, its public change notes and its head-to-head pages. */
export function CasinoTrust({ casino }: { casino: Casino }) {
  return (
    <Panel as="section" aria-label="Updates and comparisons" data-card="updates">
      {casino.updatedAt ? (
        <Updated data-updated="">
          Updated <time dateTime={casino.updatedAt}>{formatLongDate(casino.updatedAt)}</time>
        </Updated>
      ) : null}
      {casino.changeNotes?.length ? (
        <>
          <h2 id="casino-updates-title">Updates to This Page</h2>
          <ol aria-labelledby="casino-updates-title" data-change-notes="">
            {casino.changeNotes.map((note) => (
              <li key={`${note.date}-${note.text}`}>
                <time dateTime={note.date}>{formatLongDate(note.date)}</time>: {note.text}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <CompareWith casino={casino} />
    </Panel>
  );
}
