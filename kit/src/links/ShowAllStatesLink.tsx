import { useLocation } from 'react-router-dom';
import { allStatesHref } from '@sweepscout/shared';

/**
 * "Show all states": back to every state's casinos from the page the visitor is on. A plain link
 * to the state choice the server answers (it clears the `state` cookie and comes back here), so
 * it works before and without script.
 */
export function ShowAllStatesLink() {
  const { pathname, search } = useLocation();
  return <a href={allStatesHref(`${pathname}${search}`)}>Show all states</a>;
}
