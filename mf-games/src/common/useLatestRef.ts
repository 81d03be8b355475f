import { useEffect, useRef } from 'react';

/**
 * A ref that holds the latest `value` after every render, so a timer or listener set up once
 * calls what the last render passed rather than what the first one did. A module of its own:
 * the previews use it without pulling in the games' engines.
 */
export function useLatestRef<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
