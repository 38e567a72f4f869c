module.exports = require('../jest/preset.cjs')({ name: 'mfe-restaurants', dir: __dirname, env: 'dom' });
