/** Unit tests of every package but the API (whose tests need the database: api/jest.config.js). */
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
  ],
};
