import { useLocation } from 'react-router-dom';
import { ListState } from '@sweepscout/kit';
import { allStatesHref } from '@sweepscout/shared';

export const NO_CASINO_IN_STATE = 'None of the casinos we list accepts players in your state.';

/**
 * A list left empty by the visitor's state rather than by a filter: says so, with the one-tap way
 * back to every state (a link the server answers, so it works without script).
 */
export function NoCasinoInState() {
  const { pathname, search } = useLocation();
  return (
    <ListState kind="empty">
      {NO_CASINO_IN_STATE} <a href={allStatesHref(`${pathname}${search}`)}>Show all states</a>
    </ListState>
  );
}
