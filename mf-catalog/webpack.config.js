const { createWebpackConfig } = require('@sweepscout/shared/federation');
const { createServerWebpackConfig } = require('@sweepscout/shared/federation-server');

module.exports = [
  createWebpackConfig({
    name: 'catalog',
    dir: __dirname,
    exposes: {
      './HomeHero': './src/home/HomeHero.tsx',
      './TopRated': './src/home/TopRated.tsx',
      './ComparePage': './src/compare/ComparePage.tsx',
      './CasinoPage': './src/casino/CasinoPage.tsx',
      './BonusesPage': './src/bonuses/BonusesPage.tsx',
    },
  }),
  // dist/server/: the Node build the site server renders with; only converted pages so far.
  createServerWebpackConfig({
    name: 'catalog',
    dir: __dirname,
    exposes: { './CasinoPage': './src/casino/CasinoPage.tsx' },
  }),
];
