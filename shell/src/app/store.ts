import { configureStore } from '@reduxjs/toolkit';
import { baseApi, resetApiStateOnSessionEnd } from '@sweepscout/kit';

/** The one store of the site; remotes only add endpoints to baseApi, never reducers of their own. */
export const store = configureStore({
  reducer: { [baseApi.reducerPath]: baseApi.reducer },
  middleware: (getDefault) => getDefault().concat(baseApi.middleware),
});

// No staff data outlives the session: logout and any 401 empty the API cache.
resetApiStateOnSessionEnd(store.dispatch);

export type RootState = ReturnType<typeof store.getState>;
