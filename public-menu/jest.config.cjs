module.exports = require('../jest/preset.cjs')({ name: 'public-menu', dir: __dirname, env: 'dom' });
