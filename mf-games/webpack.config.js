const { exposesOf } = require('@sweepscout/shared/federation');
const { createRemoteWebpackConfigs } = require('@sweepscout/shared/federation-server');

// The browser build, and beside it (dist/server/) the Node build the page server renders with;
// both expose what src/exposes.ts lists.
module.exports = createRemoteWebpackConfigs({
  name: 'games',
  dir: __dirname,
  exposes: exposesOf(__dirname),
});
