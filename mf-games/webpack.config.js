const { createRemoteWebpackConfigs } = require('@sweepscout/shared/federation-server');

const exposes = {
  './GamesPage': './src/games/GamesPage.tsx',
  './GamePreviews': './src/previews/GamePreviews.tsx',
  './GamesPromo': './src/promo/GamesPromo.tsx',
};

// The browser build, and beside it (dist/server/) the Node build the site server renders with.
module.exports = createRemoteWebpackConfigs({ name: 'games', dir: __dirname, exposes });
