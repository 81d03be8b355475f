/**
 * An area of a server-rendered page that hydrates when it comes near the viewport (only
 * what the first view needs loads before hydration). Until then React keeps its server HTML
 * as it is (a suspended boundary stays dehydrated: it shows, links work) and none of its remote's
 * scripts are fetched, so a visitor who reads only the first screen never downloads them.
 *
 * A click or a form submission inside the area before it hydrated would be lost (React stops an
 * event it cannot handle yet, and a form would submit natively): it is held, the area is loaded
 * at once, and the event is replayed on the same element once the area hydrated.
 */

/**
 * How far ahead of the viewport an area starts loading: a scrolling visitor finds it live, while
 * the first screen of a desktop (900 px high) stays short of the home page's sections below the
 * top-rated casinos (1,448 px down).
 */
const NEAR_VIEWPORT_MARGIN = '300px 0px';

/** Interactions held until the area hydrates (a link's click is left to the browser). */
const HELD_EVENTS = ['click', 'submit'] as const;

export interface DeferredArea<T> {
  /** Ref callback for the element around the area (rendered on the server too). */
  attach: (element: HTMLElement | null) => void;
  /** Starts loading (idempotent): when the area comes into view or is used. */
  open: () => void;
  /** The loaded value (the area's component), once the area was opened and loaded. */
  readonly ready: Promise<T>;
  /** Called once the area's content hydrated: replays a held interaction. */
  hydrated: () => void;
}

interface PendingArea {
  element: HTMLElement;
  open: () => void;
  held?: Event;
}

const pending = new Set<PendingArea>();

function holdEarlyInteraction(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  for (const area of pending) {
    if (!area.element.contains(target)) continue;
    area.open();
    // A link navigates natively, as it would on a page without scripts.
    if (event.type === 'click' && target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    area.held = event;
    return;
  }
}

function watchInteractions(on: boolean): void {
  for (const type of HELD_EVENTS) {
    if (on) document.addEventListener(type, holdEarlyInteraction, true);
    else document.removeEventListener(type, holdEarlyInteraction, true);
  }
}

function replay(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.isConnected) return;
  if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
  else target.click();
}

/** @param load what the area needs to render (its remote module), started when it is opened */
export function deferredArea<T>(load: () => Promise<T>): DeferredArea<T> {
  let start!: () => void;
  const opened = new Promise<void>((resolve) => {
    start = resolve;
  });
  const ready = opened.then(load);
  // Read by React through use(); a failure shows in the area's error boundary.
  ready.catch(() => undefined);

  let observer: IntersectionObserver | undefined;
  let entry: PendingArea | undefined;
  const stopObserving = () => {
    observer?.disconnect();
    observer = undefined;
  };
  /** Nothing is watched or held for the area any more (hydrated, unmounted or moved). */
  const forget = () => {
    stopObserving();
    if (entry && pending.delete(entry) && pending.size === 0) watchInteractions(false);
    entry = undefined;
  };
  const open = () => {
    stopObserving();
    start();
  };

  return {
    ready,
    open,
    attach(element) {
      if (entry?.element === element) return;
      forget();
      if (!element) return;
      entry = { element, open };
      if (pending.size === 0) watchInteractions(true);
      pending.add(entry);
      if (typeof IntersectionObserver === 'undefined') {
        open();
        return;
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) open();
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(element);
    },
    hydrated() {
      const held = entry?.held;
      forget();
      if (held) replay(held);
    },
  };
}
