const { createWebpackConfig } = require('@sweepscout/shared/federation');
const {
  createShellServerWebpackConfig,
  withServerBuild,
} = require('@sweepscout/shared/federation-server');

module.exports = withServerBuild(
  // The host: no build-time remotes; it learns their URLs from /remotes.json at run time.
  createWebpackConfig({ name: 'shell', dir: __dirname, html: true, publicPath: '/' }),
  // dist/server/app.js: what the site server renders pages with (server rendering).
  createShellServerWebpackConfig({ dir: __dirname, entry: 'src/ssr/server.tsx' }),
);
