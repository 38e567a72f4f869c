module.exports = require('../jest/preset.cjs')({ name: 'mfe-qr', dir: __dirname, env: 'dom' });
