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

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
