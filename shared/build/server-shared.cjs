// @ts-check
/**
 * The modules the server-side host (api/src/site/ssr) gives the remotes' server builds as shared
 * singletons (its own copies): one React, one router, one store kit, one styled-components (one
 * style sheet per render). Read by the server builds (federation-server.cjs) and by the host.
 */
const SERVER_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'styled-components',
  '@sweepscout/shared',
  '@sweepscout/shared/client',
];

module.exports = { SERVER_SHARED };
