import styled from 'styled-components';
import { bareListCss, theme } from '@sweepscout/kit';
import { OFFER_CHANGES_FEED, type OfferChange } from '@sweepscout/shared';

export const OFFER_HISTORY_SHOWN = 5;
export const OFFER_HISTORY_EMPTY = 'No changes to these offers recorded yet.';

const List = styled.ol`
  display: grid;
  gap: ${theme.space(3)};
  ${bareListCss}
  ul {
    margin: ${theme.space(1)} 0 0;
    padding-left: 1.1em;
  }
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** The casino's last offer changes, newest first, with their dates (UTC, as recorded). */
export function OfferHistory({ history }: { history: readonly OfferChange[] }) {
  return (
    <>
      <h3 id="offer-history-title">Offer history</h3>
      {history.length ? (
        <List aria-labelledby="offer-history-title">
          {history.slice(0, OFFER_HISTORY_SHOWN).map((entry) => (
            <li key={entry.at} data-offer-change="">
              <time dateTime={entry.at}>{entry.at.slice(0, 10)}</time>
              <ul>
                {entry.changes.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </List>
      ) : (
        <Muted>{OFFER_HISTORY_EMPTY}</Muted>
      )}
      <Muted>
        Follow every casino’s offer changes: <a href={OFFER_CHANGES_FEED.rssPath}>RSS</a>,{' '}
        <a href={OFFER_CHANGES_FEED.atomPath}>Atom</a> or{' '}
        <a href={OFFER_CHANGES_FEED.jsonPath}>JSON feed</a>.
      </Muted>
    </>
  );
}
