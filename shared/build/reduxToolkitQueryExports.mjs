// The part of RTK Query's React build the browser builds share as `@reduxjs/toolkit/query/react`
// (federation.cjs; see reduxToolkitExports.mjs for why a subset): what the frontends import.
// A frontend that needs another export adds it here (tests/contract checks every import).
export {
  buildCreateApi,
  coreModule,
  reactHooksModule,
  skipToken,
} from 'redux-toolkit-query-react-build';
