// @ts-check
/**
 * The modules the server-side host (the page server, site/src) gives the remotes' server builds as shared
 * singletons (its own copies): one React, one router, one runtime kit (store, theme), one
 * styled-components (one style sheet per render). The wire contract (@sweepscout/shared) is not
 * among them: as in the browser builds, each package bundles the version it was built with.
 * Read by the server builds (federation-server.cjs) and by the host.
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
  '@sweepscout/kit',
];

module.exports = { SERVER_SHARED };
