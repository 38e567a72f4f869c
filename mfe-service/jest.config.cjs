module.exports = require('../jest/preset.cjs')({ name: 'mfe-service', dir: __dirname, env: 'dom' });
