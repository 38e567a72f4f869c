module.exports = require('@menu/shared/rspack').createConfig({ name: 'restaurants', dir: __dirname });
