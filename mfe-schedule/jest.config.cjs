module.exports = require('../jest/preset.cjs')({ name: 'mfe-schedule', dir: __dirname, env: 'dom' });
