const { createWebpackConfig, exposesOf } = require('@sweepscout/shared/federation');

// The browser build only (the admin area is not rendered on the server): what src/exposes.ts lists.
module.exports = createWebpackConfig({
  name: 'admin',
  dir: __dirname,
  exposes: exposesOf(__dirname),
});
