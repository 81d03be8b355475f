/**
 * The shell's Node build (dist/server/app.js, see shared/build/federation-server.cjs): what the
 * page server (site/src) needs to render a page the way the browser will hydrate it.
 */
import type { ComponentType } from 'react';
import { StaticRouter } from 'react-router-dom';
import {
  baseApi,
  type FormEcho,
  type PageLoader,
  ServerFragmentsContext,
  type ServerFragments,
} from '@sweepscout/kit';
import type { RemoteModuleId } from '@sweepscout/shared';
import { App } from '../app/App';
import { AppProviders } from '../app/AppProviders';
import { createAppStore, type AppStore } from '../app/store';
import { settledProvided, settledQueries } from './ssrState';
import { FrameQueries, startFrameQueries } from './frameQueries';

/** The frame's entries kept for this build of the shell (a new build starts afresh). */
const frameQueries = new FrameQueries();

export { createAppStore, releaseStore } from '../app/store';
// The browser's requirements check, applied by the site server before it renders with a remote.
export { assertRequirementsMet } from '@sweepscout/kit';
export { matchSsrRoute } from './ssrRoutes';
export { CLIENT_ONLY_DIGEST, serializeSsrPayload, SSR_STATE_ID } from './ssrState';

/**
 * Run the frame's and the route's loaders on a fresh store and wait until every query they
 * started settled. `search` is the page URL's query string ('?sort=name'); `fetch` sends the
 * store's requests (the site server answers them in process).
 */
export async function runLoaders(
  loaders: readonly PageLoader[],
  params: Record<string, string | undefined>,
  search = '',
  props: Readonly<Record<string, unknown>> = {},
  fetch?: typeof globalThis.fetch,
): Promise<AppStore> {
  // The frame's data (the footer's casinos, the visitor's state): the page's store starts with
  // it (frameQueries.ts). Without a fetch of the site's own, it is read with the page's data.
  const frame = fetch ? await frameQueries.entries(fetch) : null;
  const store = createAppStore(
    frame
      ? { [baseApi.reducerPath]: { queries: { ...frame.queries }, provided: frame.provided } }
      : undefined,
    { fetch },
  );
  if (!frame) void startFrameQueries(store);
  const searchParams = new URLSearchParams(search);
  await Promise.all(
    loaders.map((loader) => loader({ params, searchParams, props, dispatch: store.dispatch })),
  );
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  return store;
}

/**
 * The RTK Query cache to embed: results only, without the server's own subscriptions, and the
 * same for every render of the same data (`settledQueries`, `settledProvided`).
 */
export function dehydrate(store: AppStore): Record<string, unknown> {
  const { queries, provided } = store.getState()[baseApi.reducerPath];
  return {
    [baseApi.reducerPath]: {
      queries: settledQueries(queries),
      provided: settledProvided(provided),
    },
  };
}

/** The whole page as the browser renders it at `url`, with the remote modules already loaded. */
export function serverApp({
  url,
  store,
  modules,
  deferred,
  formEcho,
  fragments,
}: {
  url: string;
  store: AppStore;
  modules: ReadonlyMap<RemoteModuleId, ComponentType<object>>;
  /** Filled while rendering: the modules whose areas the browser hydrates when they are seen. */
  deferred?: Set<RemoteModuleId>;
  /** The refused form this page answers (a post without script). */
  formEcho?: FormEcho;
  /** The page server's kept fragments (ServerMemo); without them every part is rendered. */
  fragments?: ServerFragments;
}) {
  return (
    <ServerFragmentsContext.Provider value={fragments ?? null}>
      <AppProviders
        store={store}
        preloaded={{ modules, server: true, deferred }}
        formEcho={formEcho}
      >
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </AppProviders>
    </ServerFragmentsContext.Provider>
  );
}
