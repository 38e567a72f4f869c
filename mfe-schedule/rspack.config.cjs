module.exports = require('@menu/shared/rspack').createConfig({ name: 'schedule', dir: __dirname });
