// One jest run over every package that has a jest project (its own jest.config.cjs); the API suites run
// a second time on a throwaway PostgreSQL (api/jest.pg.config.cjs) when one can be started.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  // A worker that holds more than this after a test file is replaced by a fresh one: each API file leaves a
  // PGlite instance's memory behind, and a worker grown to gigabytes spends its time collecting garbage
  // (the API suites ran 203 s with workers kept, 183 s with this limit; 2 workers, 2 cores).
  workerIdleMemoryLimit: '700MB',
  projects: [
    ...workspaces.filter((w) => existsSync(path.join(__dirname, w, 'jest.config.cjs'))).map((w) => `<rootDir>/${w}`),
    '<rootDir>/api/jest.pg.config.cjs',
    '<rootDir>/jest/repo.config.cjs',
  ],
};
