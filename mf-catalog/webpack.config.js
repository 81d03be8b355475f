const { createWebpackConfig } = require('@sweepscout/shared/federation');
const {
  createServerWebpackConfig,
  withServerBuild,
} = require('@sweepscout/shared/federation-server');

const exposes = {
  './HomeHero': './src/home/HomeHero.tsx',
  './TopRated': './src/home/TopRated.tsx',
  './ComparePage': './src/compare/ComparePage.tsx',
  './CasinoPage': './src/casino/CasinoPage.tsx',
  './CasinoArticle': './src/casino/CasinoArticle.tsx',
  './BonusesPage': './src/bonuses/BonusesPage.tsx',
};

// dist/server/ is the Node build the site server renders with (the route table says which routes).
module.exports = withServerBuild(
  createWebpackConfig({ name: 'catalog', dir: __dirname, exposes }),
  createServerWebpackConfig({ name: 'catalog', dir: __dirname, exposes }),
);
