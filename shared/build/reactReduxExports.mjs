// The part of React Redux the browser builds share as `react-redux` (federation.cjs; see
// reduxToolkitExports.mjs for why a subset): the store's Provider the shell mounts and what RTK
// Query's React hooks import (tests/contract checks both); connect() and the hook factories
// stay out.
export {
  Provider,
  ReactReduxContext,
  batch,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from 'react-redux-build';
