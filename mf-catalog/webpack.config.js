const { createWebpackConfig } = require('@sweepscout/shared/federation');

module.exports = createWebpackConfig({
  name: 'catalog',
  dir: __dirname,
  exposes: {
    './HomeHero': './src/home/HomeHero.tsx',
    './TopRated': './src/home/TopRated.tsx',
    './ComparePage': './src/compare/ComparePage.tsx',
    './CasinoPage': './src/casino/CasinoPage.tsx',
    './CasinoArticle': './src/casino/CasinoArticle.tsx',
    './BonusesPage': './src/bonuses/BonusesPage.tsx',
  },
});
