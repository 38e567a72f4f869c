// One jest run over every package that has a jest project (its own jest.config.cjs); the API suites run
// a second time on a throwaway PostgreSQL (api/jest.pg.config.cjs) when one can be started.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  projects: [
    ...workspaces.filter((w) => existsSync(path.join(__dirname, w, 'jest.config.cjs'))).map((w) => `<rootDir>/${w}`),
    '<rootDir>/api/jest.pg.config.cjs',
    '<rootDir>/jest/repo.config.cjs',
  ],
};
