import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  INITIAL_COMPARE_STATE,
  compareSearchParams,
  parseCompareParams,
  type CompareState,
} from './compareState';

/**
 * The compare state lives in the URL query string, so a filtered view can be shared and survives
 * a reload. The router applies URL changes in a transition; a local copy is updated at once so
 * that a checkbox shows its new state (and the query starts) the moment it is clicked. Back and
 * forward, which change only the URL, are followed.
 */
export function useCompareState(): [CompareState, (next: CompareState) => void, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  const urlState = useMemo(() => parseCompareParams(new URLSearchParams(key)), [key]);
  const [state, setState] = useState(urlState);
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    setState(urlState);
  }

  const update = useCallback(
    (next: CompareState) => {
      setState(next);
      setSearchParams(compareSearchParams(next));
    },
    [setSearchParams],
  );
  const reset = useCallback(() => update(INITIAL_COMPARE_STATE), [update]);
  return [state, update, reset];
}
