import { useLocation } from 'react-router-dom';
import { ListState, useVisitorStateQuery } from '@sweepscout/kit';
import { allStatesHref, noCasinoIn, type VisitorState } from '@sweepscout/shared';

type ChosenState = NonNullable<VisitorState['state']>;

/**
 * The state the visitor chose (or their region header gave), or null for all states; asked only
 * when `needed` (a list came back empty), as a server-rendered page already holds it.
 */
export function useChosenState(needed: boolean): ChosenState | null {
  return useVisitorStateQuery(undefined, { skip: !needed }).data?.state ?? null;
}

/**
 * A list left empty by the visitor's state rather than by a filter: says so, with the one-tap way
 * back to every state (a link the server answers, so it works without script).
 */
export function NoCasinoInState({ state }: { state: ChosenState }) {
  const { pathname, search } = useLocation();
  return (
    <ListState kind="empty">
      {noCasinoIn(state.name)} <a href={allStatesHref(`${pathname}${search}`)}>Show all states</a>
    </ListState>
  );
}
