// Two builds of the same components: the browser bundle (dist/: one script, one stylesheet, the page
// template) and the server render for Node (dist/server/render.js), which the API or a separate menu
// server loads to answer /menu/{id} with finished HTML. Not a federated remote: React only.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { PrecompressPlugin } = require('../shared/precompress.cjs');
const { PREACT_ALIASES, swcRule } = require('../shared/rspack.cjs');

module.exports = (_env, argv = {}) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const dev = mode === 'development';
  const define = new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) });
  // The components are written against React's API; the shipped runtime is Preact (preact/compat), about
  // 8× smaller to download, parse and run on a diner's phone (figures in README). MENU_RUNTIME=react builds
  // with React for comparison.
  const preact = process.env.MENU_RUNTIME !== 'react';
  const alias = preact ? PREACT_ALIASES : {};
  const resolve = { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias };

  const client = {
    name: 'client',
    mode,
    context: __dirname,
    target: ['web', 'es2020'],
    entry: { main: './src/index.tsx', boot: './src/boot.ts' },
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(__dirname, 'dist'),
      // The page lives at /menu/{id} on its own origin or on the API's; assets sit beside it.
      publicPath: process.env.MENU_PUBLIC_PATH || '/menu/',
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      clean: { keep: /^server[\\/]/ },
    },
    resolve,
    module: { rules: [swcRule(dev, 'es2020'), { test: /\.css$/, type: 'css/auto' }] },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'src', 'index.html'),
        favicon: path.join(__dirname, '..', 'shared', 'favicon.svg'),
        scriptLoading: 'defer',
        // The client-rendered page loads the main script directly; the server render swaps in boot.
        chunks: ['main'],
        minify: false,
      }),
      define,
      ...(dev ? [] : [new PrecompressPlugin()]),
    ],
    // One script and one stylesheet: no lazy chunks, nothing to wait for after the first response.
    optimization: { minimize: !dev, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  const server = {
    name: 'server',
    // After the client build: it reads nothing from it, but the client's output clean must not race it.
    dependencies: ['client'],
    mode,
    context: __dirname,
    target: 'node20',
    entry: { render: './src/server/render.tsx' },
    devtool: false,
    output: {
      path: path.join(__dirname, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    // React comes from node_modules at run time, the same copy the rest of the server uses.
    externals: preact
      ? {}
      : {
          react: 'commonjs react',
          'react-dom/server': 'commonjs react-dom/server',
          'react/jsx-runtime': 'commonjs react/jsx-runtime',
        },
    externalsPresets: { node: true },
    node: { __dirname: false, __filename: false },
    resolve,
    module: { rules: [swcRule(dev, 'es2022'), { test: /\.css$/, type: 'asset/source' }] },
    plugins: [define],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  return [client, server];
};
