import { matchRoute } from '@sweepscout/shared';
import { preloadRemoteModule } from './loadRemoteModule';

/**
 * Start loading the remote module of the route a link points to, when the visitor shows intent
 * (pointer over the link, keyboard focus): the page is often ready by the time they click.
 */
export function preloadRoute(path: string): void {
  const route = matchRoute(path.split(/[?#]/)[0]);
  if (route && !route.module.startsWith('shell/')) {
    preloadRemoteModule(route.module as Exclude<typeof route.module, `shell/${string}`>);
  }
}

/** Props for a link that preloads its route's remote on hover or focus. */
export function preloadOnIntent(path: string): { onMouseEnter: () => void; onFocus: () => void } {
  const preload = () => preloadRoute(path);
  return { onMouseEnter: preload, onFocus: preload };
}
