// The Module Federation `shared` settings, once, for the host and every remote (ARCHITECTURE section 3).
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

/** Remote names and the screens each exposes; the host's screen registry reads the same table. */
const REMOTES = {
  restaurants: {
    folder: 'mfe-restaurants',
    devPort: 3001,
    exposes: { './RestaurantsScreen': './src/exposes/restaurants-screen.tsx', './ComplianceScreen': './src/exposes/compliance-screen.tsx' },
  },
  catalog: {
    folder: 'mfe-catalog',
    devPort: 3002,
    exposes: {
      './CategoriesScreen': './src/exposes/categories-screen.tsx',
      './ProductsScreen': './src/exposes/products-screen.tsx',
      './VariantsScreen': './src/exposes/variants-screen.tsx',
      './AddonsScreen': './src/exposes/addons-screen.tsx',
    },
  },
  qr: {
    folder: 'mfe-qr',
    devPort: 3003,
    exposes: { './QrCodesScreen': './src/exposes/qr-codes-screen.tsx', './AccessLogsScreen': './src/exposes/access-logs-screen.tsx' },
  },
  schedule: {
    folder: 'mfe-schedule',
    devPort: 3004,
    exposes: {
      './HoursScreen': './src/exposes/hours-screen.tsx',
      './SpecialDaysScreen': './src/exposes/special-days-screen.tsx',
      './TranslationsScreen': './src/exposes/translations-screen.tsx',
    },
  },
  users: { folder: 'mfe-users', devPort: 3005, exposes: { './UsersScreen': './src/exposes/users-screen.tsx', './AuditScreen': './src/exposes/audit-screen.tsx' } },
};

module.exports = { sharedDependencies, SINGLETONS, REMOTES, HOST_DEV_PORT: 3000, API_DEV_PORT: 8080 };
