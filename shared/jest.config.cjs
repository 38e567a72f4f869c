module.exports = require('../jest/preset.cjs')({ name: 'shared', dir: __dirname, env: 'dom' });
