import { ListState, ShowAllStatesLink, useVisitorStateQuery } from '@sweepscout/kit';
import { noCasinoIn, type VisitorState } from '@sweepscout/shared';

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
  return (
    <ListState kind="empty">
      {noCasinoIn(state.name)} <ShowAllStatesLink />
    </ListState>
  );
}
