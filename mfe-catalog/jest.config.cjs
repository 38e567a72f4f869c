module.exports = require('../jest/preset.cjs')({ name: 'mfe-catalog', dir: __dirname, env: 'dom' });
