/**
 * `npm run test:unit`: every unit and component test, with no build and no database (the
 * libraries resolve from source: jest.base.cjs). The API's database tests: api/jest.config.js.
 */
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/kit',
    '<rootDir>/shell',
    '<rootDir>/mf-catalog',
    '<rootDir>/mf-content',
    '<rootDir>/mf-games',
    '<rootDir>/mf-admin',
    '<rootDir>/scripts',
    '<rootDir>/tests/contract',
    '<rootDir>/api/jest.unit.config.js',
    '<rootDir>/site/jest.unit.config.js',
  ],
};
