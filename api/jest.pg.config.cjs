// The same API suites against a throwaway real PostgreSQL 15 (started by the global setup); each test
// file gets its own database copied from a migrated template.
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'api-pg',
  globals: { __MENU_TEST_DB__: 'pg' },
  globalSetup: '<rootDir>/test/pg/global-setup.ts',
  globalTeardown: '<rootDir>/test/pg/global-teardown.ts',
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), '<rootDir>/test/pg/skip-without-server.ts'],
};
