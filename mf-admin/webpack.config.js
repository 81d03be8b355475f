const { createWebpackConfig } = require('@sweepscout/shared/federation');

module.exports = createWebpackConfig({
  name: 'admin',
  dir: __dirname,
  exposes: {
    './AdminApp': './src/app/AdminApp.tsx',
  },
});
