import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    memoTestCasinos: build.query<{ names: string[] }, { page: number }>({
      queryFn: ({ page }) => ({ data: { names: [`casino ${page}`] } }),
    }),
  }),
});

function storeWithOnePage() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

/** Counts the WeakMaps made while `run` runs (reselect's default memoization makes them). */
function weakMapsMadeBy(run: () => void): number {
  const Original = globalThis.WeakMap;
  let made = 0;
  globalThis.WeakMap = class extends Original<WeakKey, unknown> {
    constructor(entries?: readonly (readonly [WeakKey, unknown])[] | null) {
      super(entries);
      made += 1;
    }
  } as WeakMapConstructor;
  try {
    run();
  } finally {
    globalThis.WeakMap = Original;
  }
  return made;
}

describe('the kit API selectors', () => {
  it('answer a page of the same state with the same result, as a query hook relies on', async () => {
    const store = storeWithOnePage();
    await store.dispatch(api.endpoints.memoTestCasinos.initiate({ page: 2 }));
    const select = api.endpoints.memoTestCasinos.select({ page: 2 });
    const first = select(store.getState());
    expect(first.data).toEqual({ names: ['casino 2'] });
    expect(select(store.getState())).toBe(first);
  });

  it('make no WeakMap per page rendered (the server renders every page with new selectors)', async () => {
    const store = storeWithOnePage();
    await store.dispatch(api.endpoints.memoTestCasinos.initiate({ page: 3 }));
    const made = weakMapsMadeBy(() => {
      for (let page = 0; page < 20; page += 1) {
        const state = { ...store.getState() };
        api.endpoints.memoTestCasinos.select({ page: 3 })(state);
      }
    });
    expect(made).toBe(0);
  });
});
