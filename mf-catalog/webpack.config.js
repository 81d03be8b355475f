const { createRemoteWebpackConfigs } = require('@sweepscout/shared/federation-server');

const exposes = {
  './HomeHero': './src/home/HomeHero.tsx',
  './TopRated': './src/home/TopRated.tsx',
  './ComparePage': './src/compare/ComparePage.tsx',
  './CasinoPage': './src/casino/CasinoPage.tsx',
  './CasinoArticle': './src/casino/CasinoArticle.tsx',
  './BonusesPage': './src/bonuses/BonusesPage.tsx',
  './MethodologyPage': './src/rating/MethodologyPage.tsx',
  './HeadToHeadPage': './src/headToHead/HeadToHeadPage.tsx',
  './CoinValuePage': './src/value/CoinValuePage.tsx',
  './DailyBonusesPage': './src/value/DailyBonusesPage.tsx',
};

// The browser build, and beside it (dist/server/) the Node build the site server renders with.
module.exports = createRemoteWebpackConfigs({ name: 'catalog', dir: __dirname, exposes });
