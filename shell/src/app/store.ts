import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { baseApi, type ApiExtra } from '@sweepscout/kit';

const reducer = combineReducers({ [baseApi.reducerPath]: baseApi.reducer });

/**
 * The one store of a page; remotes only add endpoints to baseApi, never reducers of their own.
 * A server-rendered page starts from the state the server filled (the JSON it embedded, the same
 * shape read back), so the browser does not ask again for the data the server already used. On
 * the server, `extra` gives the store's requests their fetch (answered in process).
 */
export function createAppStore(preloadedState?: Record<string, unknown>, extra: ApiExtra = {}) {
  return configureStore({
    reducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
    preloadedState: preloadedState as ReturnType<typeof reducer> | undefined,
  });
}

/**
 * Ends a server-rendered page's store once the page is rendered. RTK Query's middleware gives a
 * store whose queries subscribe a timer (it syncs the subscriptions 500 ms later): left alone,
 * every page's store, with all its data, stayed alive half a second after its page was sent,
 * long enough to be moved to the old generation that only a full collection frees, and then ran
 * that sync for nobody. Resetting the API state clears those timers (and any removal timer).
 */
export function releaseStore(store: AppStore): void {
  store.dispatch(baseApi.util.resetApiState());
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
