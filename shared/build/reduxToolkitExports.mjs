// The part of Redux Toolkit the browser builds share as `@reduxjs/toolkit` (federation.cjs). A
// shared singleton is never tree-shaken (a remote may use any of its exports): sharing the whole
// package shipped its listener middleware, entity adapter, slices combiner and friends to every
// page. Every package provides this module instead: what the frontends import (the store) and
// what RTK Query imports from it. Imported by file ('redux-toolkit-build'): a request for
// '@reduxjs/toolkit' here would be this shared module itself. tests/contract checks both lists.
export {
  combineReducers,
  configureStore,
  // the kit's API memoizes RTK Query's selectors with these (kit/src/api/baseApi.ts):
  createSelectorCreator,
  lruMemoize,
  // RTK Query (dist/query/rtk-query.modern.mjs and its React build):
  SHOULD_AUTOBATCH,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from 'redux-toolkit-build';
