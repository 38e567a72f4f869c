module.exports = require('@menu/shared/rspack').createConfig({ name: 'host', dir: __dirname });
