// The host's two pages, written at build time.
// - index.html (the portal): preloads what every portal page needs (its chunks and the shared libraries), so
//   they download side by side instead of one after another as the scripts discover them.
// - login.html (the sign-in page): a build of its own, after the portal's. The form is drawn into the HTML
//   (scripts/prerender-login.tsx) with its stylesheet inline, so it paints with the first response; its script
//   (src/sign-in.tsx, on Preact: a few KB) only hydrates it. No federation runtime, router, session store or
//   antd; the portal's files are listed in an inert <template> and fetched once the user turns to the form.
// Both run before shared/precompress.cjs writes the .br/.gz copies.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { PrecompressPlugin } = require('@menu/shared/precompress');
const { PREACT_ALIASES } = require('@menu/shared/rspack');

const here = __dirname;
const STAGE = rspack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE;

const linkTag = (rel, href) => `<link rel="${rel}" href="${href}" as="${href.endsWith('.css') ? 'style' : 'script'}">`;

/** index.html: a preload for every file of the portal's entry chunks, its shell and the shared libraries. */
class PortalPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PortalPreload', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PortalPreload', stage: STAGE }, () => {
        const publicPath = compilation.outputOptions.publicPath || '/';
        const stats = JSON.parse(compilation.getAsset('mf-stats.json').source.source().toString());
        const groupFiles = (name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`Derlemede "${name}" parçası yok`);
          return group.getFiles();
        };
        const files = [
          ...groupFiles('bootstrap'),
          ...groupFiles('shell'),
          ...stats.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.css.sync]),
        ].filter((f) => /\.(js|css)$/.test(f));
        const links = [...new Set(files)].map((f) => linkTag('preload', publicPath + f)).join('');
        const index = compilation.getAsset('index.html').source.source().toString();
        compilation.updateAsset(
          'index.html',
          new rspack.sources.RawSource(index.replace('</head>', `${links}</head>`)),
        );
      });
    });
  }
}

function renderLoginForm() {
  const result = spawnSync(
    process.execPath,
    ['--require', path.join(here, 'css-stub.cjs'), '--import', 'tsx', path.join(here, 'prerender-login.tsx')],
    { cwd: path.join(here, '..'), encoding: 'utf8' },
  );
  if (result.status !== 0 || !result.stdout.includes('login-username'))
    throw new Error(`Giriş formu önceden çizilemedi:\n${result.stderr}`);
  return result.stdout;
}

/** login.html from the portal's index.html (same head, title and icon): form, inline style, script, portal list. */
class SignInPagePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SignInPage', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SignInPage', stage: STAGE }, () => {
        const publicPath = compilation.outputOptions.publicPath || '/';
        const outDir = compilation.outputOptions.path;
        const portal = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const entry = compilation.namedChunkGroups.get('sign-in').getFiles();
        const script = entry.find((f) => f.endsWith('.js'));
        const styles = entry.filter((f) => f.endsWith('.css'));
        const css = styles.map((f) => compilation.getAsset(f).source.source().toString()).join('');
        for (const f of styles) compilation.deleteAsset(f);

        const portalScripts = [
          ...portal.matchAll(/<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/g),
        ].map((m) => m[1] || m[2]);
        const preloads = [...portal.matchAll(/<link rel="preload" href="([^"]+)"[^>]*>/g)].map((m) => m[1]);
        if (!portalScripts.length || !preloads.length)
          throw new Error('index.html içinde portalın betikleri bulunamadı');
        const portalFiles = [...new Set([...portalScripts, ...preloads])]
          .map((href) => linkTag('prefetch', href))
          .join('');

        const page = portal
          .replace(/<script[^>]*><\/script>/g, '')
          .replace(/<link rel="preload"[^>]*>/g, '')
          .replace('</head>', `<style>${css}</style><script defer src="${publicPath}${script}"></script></head>`)
          .replace(/<div id="root"><\/div>/, `<div id="root">${renderLoginForm()}</div>`)
          .replace('</body>', `<template id="portal-files">${portalFiles}</template></body>`);
        if (!page.includes('login-username') || !page.includes('portal-files'))
          throw new Error('login.html yazılamadı');
        compilation.emitAsset('login.html', new rspack.sources.RawSource(page));
      });
    });
  }
}

/** The sign-in page's build: React components shipped on Preact (as the public menu is), one small script. */
function signInConfig({ dir, portal }) {
  return {
    name: 'sign-in',
    // After the portal's build: it reads the portal's index.html, and the portal's `clean` must not race it.
    dependencies: [portal.name],
    mode: 'production',
    context: dir,
    target: ['web', 'es2020'],
    entry: { 'sign-in': './src/sign-in.tsx' },
    devtool: false,
    output: {
      path: portal.output.path,
      publicPath: portal.output.publicPath,
      uniqueName: 'menu_sign_in',
      filename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: PREACT_ALIASES,
    },
    module: { rules: portal.module.rules },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new SignInPagePlugin(),
      new PrecompressPlugin(),
    ],
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { PortalPreloadPlugin, signInConfig };
