// API integration tests on PGlite (the PostgreSQL run of the same suites is jest.pg.config.cjs).
const preset = require('../jest/preset.cjs')({ name: 'api', dir: __dirname, env: 'node' });

module.exports = {
  ...preset,
  // ESM-only packages the shared preset does not list yet.
  transformIgnorePatterns: preset.transformIgnorePatterns.map((p) =>
    p.replace('(?!(', '(?!(jose|content-disposition|@borewit|pdfjs-dist|@apidevtools|'),
  ),
};
