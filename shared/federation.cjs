// The Module Federation `shared` settings, once, for the host and every remote (README.md, Architecture).
// Everything listed is a singleton: one React, one router, one antd (so the Turkish locale and theme flow
// from the host), one @menu/shared (so one session store). @ant-design/icons is deliberately NOT shared:
// sharing it would ship every icon; each bundle tree-shakes the few it uses.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** key -> package whose version it follows */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  '@tanstack/react-query': '@tanstack/react-query',
  zustand: 'zustand',
  antd: 'antd',
  dayjs: 'dayjs',
  '@menu/shared': '@menu/shared',
  '@menu/shared/ui': '@menu/shared',
};

function versionOf(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
}

/** The `shared` option of every ModuleFederationPlugin in this repo. */
function sharedDependencies() {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([key, pkg]) => {
      const version = versionOf(pkg);
      return [key, { singleton: true, requiredVersion: `^${version}`, version, eager: false }];
    }),
  );
}

/**
 * Remote names, folders, dev ports and the screens each exposes, from the one declaration (remotes.json) the
 * host's screen table, the API, lint, the scripts and the tests read too.
 */
const REMOTES = Object.fromEntries(
  Object.entries(require('./remotes.json')).map(([name, decl]) => [
    name,
    {
      folder: decl.folder,
      devPort: decl.devPort,
      exposes: Object.fromEntries(decl.screens.map((s) => [s.exposed, s.file])),
    },
  ]),
);

module.exports = { sharedDependencies, SINGLETONS, REMOTES, HOST_DEV_PORT: 3000, API_DEV_PORT: 8080 };
