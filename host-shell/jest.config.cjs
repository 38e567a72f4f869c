module.exports = require('../jest/preset.cjs')({ name: 'host-shell', dir: __dirname, env: 'dom' });
