const { createConfig } = require('@menu/shared/rspack');
const { PortalPreloadPlugin, signInConfig } = require('./scripts/host-pages.cjs');

const portalConfig = createConfig({ name: 'host', dir: __dirname });

module.exports = (env, argv = {}) => {
  const portal = { name: 'host', ...portalConfig(env, argv) };
  // The dev server serves the portal alone (/login is then drawn by the portal's own LoginRoute).
  if (argv.mode === 'development') return portal;
  portal.plugins.push(new PortalPreloadPlugin());
  return [portal, signInConfig({ dir: __dirname, portal })];
};
