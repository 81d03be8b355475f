import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteModuleId } from '@sweepscout/shared';

/**
 * Remote modules already loaded before React renders: by the site server for the page it renders,
 * and by the browser before it hydrates that page. A slot whose module is here renders it at once
 * (no lazy import, no loading state), so server HTML and the first browser render are the same.
 * On the server (`server: true`) a slot whose module is missing renders its loading state and
 * leaves the area to the browser, never importing anything itself.
 */
export interface PreloadedRemotes {
  modules: ReadonlyMap<RemoteModuleId, ComponentType<object>>;
  server: boolean;
  /**
   * On the server: filled while rendering with the modules whose areas hydrate when they come
   * into view (RemoteSlot `hydrateWhenVisible`). The page neither preloads them nor loads them
   * before hydrating: the browser loads each when its area nears the viewport.
   */
  deferred?: Set<RemoteModuleId>;
}

const NONE: PreloadedRemotes = { modules: new Map(), server: false };

export const PreloadedRemotesContext = createContext<PreloadedRemotes>(NONE);

export const usePreloadedRemotes = (): PreloadedRemotes => useContext(PreloadedRemotesContext);
