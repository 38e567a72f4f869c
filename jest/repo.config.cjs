// Tests of the repository's own rules (lint boundaries).
module.exports = require('./preset.cjs')({ name: 'repo', dir: __dirname, env: 'node' });
