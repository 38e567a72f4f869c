// The one rspack configuration of the portal's bundles, as a function of the mode. A bundle's own
// rspack.config.cjs only names itself: `module.exports = createConfig({ name: 'qr', dir: __dirname })`.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedDependencies, REMOTES, HOST_DEV_PORT, API_DEV_PORT } = require('./federation.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');

/**
 * @param {{ name: 'host' | keyof typeof REMOTES, dir: string }} bundle
 */
/** TypeScript and JSX through rspack's built-in swc, for every bundle (`target`: the JavaScript it emits). */
function swcRule(dev, target) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
        target,
      },
    },
    type: 'javascript/auto',
  };
}

function createConfig({ name, dir }) {
  const isHost = name === 'host';
  const remote = REMOTES[name];
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: path.join(dir, 'dist'),
        // Remotes resolve their chunks from wherever their manifest was loaded; the host lives at the site root.
        publicPath: isHost ? process.env.HOST_PUBLIC_PATH || '/' : 'auto',
        uniqueName: isHost ? 'menu_host' : `menu_${name}`,
        filename: dev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        cssFilename: '[name].[contenthash:8].css',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // The shared antd is the subset the portal uses (antd-subset.mjs): about a third less to download.
        alias: { antd$: path.join(__dirname, 'antd-subset.mjs') },
      },
      module: {
        rules: [
          swcRule(dev, 'es2020'),
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|svg|jpe?g|webp|gif)$/, type: 'asset' },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: isHost ? 'QR Menü Yönetim Paneli' : `QR Menü — ${name} (tek başına)`,
          // The host's page must always be re-fetched; its scripts are hashed.
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
        new ModuleFederationPlugin({
          name: isHost ? 'host' : name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: remote.exposes }),
          shared: sharedDependencies(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One federation runtime for the whole portal: the host provides it, production remotes use it instead
          // of each shipping its own copy in remoteEntry.js (about 25 KB brotli per remote). The dev servers keep
          // their own, so a remote still runs alone there.
          ...(dev ? {} : { experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true } }),
        }),
        ...(dev ? [] : [new PrecompressPlugin()]),
      ],
      optimization: { minimize: !dev },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: isHost ? HOST_DEV_PORT : remote.devPort,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/uploads', '/menu'], target: `http://127.0.0.1:${API_DEV_PORT}` }],
        ...(isHost
          ? {
              setupMiddlewares: (middlewares) => {
                // In development the remote map points at each remote's own dev server.
                middlewares.unshift({
                  name: 'remotes-json',
                  path: '/remotes.json',
                  middleware: (_req, res) => {
                    const map = Object.fromEntries(
                      Object.entries(REMOTES).map(([n, r]) => [n, `http://localhost:${r.devPort}/mf-manifest.json`]),
                    );
                    res.setHeader('Content-Type', 'application/json');
                    res.end(JSON.stringify(map));
                  },
                });
                return middlewares;
              },
            }
          : {}),
      },
    };
  };
}

/**
 * React components shipped on Preact (`preact/compat`): the public menu and the host's sign-in page, the two
 * pages that must be small. Components stay written for React's API.
 */
const PREACT_ALIASES = {
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

module.exports = { createConfig, PREACT_ALIASES, swcRule };
