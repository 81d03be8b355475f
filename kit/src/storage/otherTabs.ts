/** Runs `task` when the browser is next idle (within a second); returns a function to cancel it. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

/**
 * Follows the changes other tabs make to `keys` of localStorage (the storage event), from the
 * page's first idle moment: listening makes the browser open the page's storage areas, a
 * synchronous round trip of 4 to 7 ms that must not sit in the tasks that start the app.
 * `onChange` also runs once when listening starts, to catch up with a change made meanwhile.
 * Returns a stop function (which also cancels a start still waiting for idle).
 */
export function followOtherTabs(keys: readonly string[], onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) onChange();
  };
  const stopWaiting = whenIdle(() => {
    window.addEventListener('storage', onStorage);
    onChange();
  });
  return () => {
    stopWaiting();
    window.removeEventListener('storage', onStorage);
  };
}
