module.exports = require('@menu/shared/rspack').createConfig({ name: 'users', dir: __dirname });
