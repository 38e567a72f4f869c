const { createConfig } = require('@menu/shared/rspack');
const { HostPagesPlugin } = require('./scripts/host-pages-plugin.cjs');

const config = createConfig({ name: 'host', dir: __dirname });

module.exports = (env, argv = {}) => {
  const options = config(env, argv);
  // The prerendered sign-in page and the preload hints are for the production build (the dev server serves index.html).
  if (argv.mode !== 'development') options.plugins.push(new HostPagesPlugin());
  return options;
};
