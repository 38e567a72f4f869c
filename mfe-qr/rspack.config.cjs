module.exports = require('@menu/shared/rspack').createConfig({ name: 'qr', dir: __dirname });
