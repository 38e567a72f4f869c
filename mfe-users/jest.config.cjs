module.exports = require('../jest/preset.cjs')({ name: 'mfe-users', dir: __dirname, env: 'dom' });
