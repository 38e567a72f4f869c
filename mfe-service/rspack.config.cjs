module.exports = require('@menu/shared/rspack').createConfig({ name: 'service', dir: __dirname });
