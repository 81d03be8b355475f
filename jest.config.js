const { LIBRARIES, FRONTENDS, SERVERS } = require('./workspace.cjs');
const { testTimeout } = require('./jest.base.cjs');

/**
 * `npm run test:unit`: every unit and component test, with no build and no database (the
 * libraries resolve from source: jest.base.cjs), one project per package of workspace.json. The
 * servers' database tests: jest.integration.config.js.
 */
module.exports = {
  testTimeout,
  projects: [
    ...[...LIBRARIES, ...FRONTENDS].map((pkg) => `<rootDir>/${pkg}`),
    ...SERVERS.map((pkg) => `<rootDir>/${pkg}/jest.unit.config.js`),
    '<rootDir>/scripts',
    '<rootDir>/tests/contract',
  ],
};
