const { createWebpackConfig } = require('@sweepscout/shared/federation');

// The host: no build-time remotes; it learns their URLs from /remotes.json at run time.
module.exports = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  html: true,
  publicPath: '/',
});
