module.exports = require('@menu/shared/rspack').createConfig({ name: 'catalog', dir: __dirname });
