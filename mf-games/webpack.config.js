const { createWebpackConfig } = require('@sweepscout/shared/federation');

module.exports = createWebpackConfig({
  name: 'games',
  dir: __dirname,
  exposes: {
    './GamesPage': './src/games/GamesPage.tsx',
    './GamePreviews': './src/previews/GamePreviews.tsx',
    './GamesPromo': './src/promo/GamesPromo.tsx',
  },
});
