// The host's two pages, written at build time:
// - login.html: the sign-in form already drawn (scripts/prerender-login.tsx) with its stylesheet inline, so
//   the form paints with the HTML; the sign-in entry then hydrates it. While the user types, the browser
//   prefetches what the portal needs next (its entry and the small shared libraries, not antd).
// - index.html: preloads what every portal page needs (the portal and shell chunks and the shared libraries),
//   so they download side by side instead of one after another as the scripts discover them.
// Runs before shared/precompress.cjs, which writes both pages' .br/.gz copies.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');

const here = __dirname;
/** Shared libraries the portal's entry needs right after sign-in (antd waits for a screen). */
const AFTER_SIGN_IN = ['react-router-dom', '@menu/shared', 'zustand', '@tanstack/react-query'];

function renderLoginForm() {
  const result = spawnSync(
    process.execPath,
    ['--require', path.join(here, 'css-stub.cjs'), '--import', 'tsx', path.join(here, 'prerender-login.tsx')],
    { cwd: path.join(here, '..'), encoding: 'utf8' },
  );
  if (result.status !== 0 || !result.stdout.includes('login-username')) {
    throw new Error(`Giriş sayfası önceden çizilemedi:\n${result.stderr}`);
  }
  return result.stdout;
}

function inlineStyles() {
  return ['../src/app/base.css', '../src/features/auth/login.css']
    .map((file) => fs.readFileSync(path.join(here, file), 'utf8'))
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '');
}

const linkFor = (rel, publicPath) => (file) =>
  file.endsWith('.css')
    ? `<link rel="${rel}" href="${publicPath}${file}" as="style">`
    : `<link rel="${rel}" href="${publicPath}${file}" as="script">`;

class HostPagesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostPages', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'HostPages', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '/' : compilation.outputOptions.publicPath || '/';
        const stats = JSON.parse(compilation.getAsset('mf-stats.json').source.source().toString());
        const sharedFiles = (names) =>
          stats.shared.filter((s) => names.includes(s.name)).flatMap((s) => [...s.assets.js.sync, ...s.assets.css.sync]);
        const groupFiles = (name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`Derlemede "${name}" parçası yok`);
          return group.getFiles().filter((f) => /\.(js|css)$/.test(f));
        };
        const unique = (files) => [...new Set(files)];

        const index = compilation.getAsset('index.html').source.source().toString();
        const portal = unique([...groupFiles('bootstrap'), ...groupFiles('shell'), ...sharedFiles(stats.shared.map((s) => s.name))]);
        compilation.updateAsset('index.html', new rspack.sources.RawSource(index.replace('</head>', `${portal.map(linkFor('preload', publicPath)).join('')}</head>`)));

        const next = unique([...groupFiles('bootstrap'), ...sharedFiles(AFTER_SIGN_IN)]);
        const login = index
          .replace('</head>', `<style>${inlineStyles()}</style>${next.map(linkFor('prefetch', publicPath)).join('')}</head>`)
          .replace('<div id="root"></div>', `<div id="root">${renderLoginForm()}</div>`);
        if (!login.includes('login-username')) throw new Error('index.html içinde <div id="root"></div> bulunamadı');
        compilation.emitAsset('login.html', new rspack.sources.RawSource(login));
      });
    });
  }
}

module.exports = { HostPagesPlugin };
