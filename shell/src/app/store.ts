import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@sweepscout/kit';

/** The one store of the site; remotes only add endpoints to baseApi, never reducers of their own. */
export const store = configureStore({
  reducer: { [baseApi.reducerPath]: baseApi.reducer },
  middleware: (getDefault) => getDefault().concat(baseApi.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
