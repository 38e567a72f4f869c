// The front-end bundles of the repo and whether each build is stale.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The remotes' folders, from their one declaration (shared/remotes.json). */
export function remoteFolders() {
  return Object.values(JSON.parse(readFileSync(path.join(root, 'shared', 'remotes.json'), 'utf8'))).map(
    (r) => r.folder,
  );
}

/** Every workspace with an rspack config is a bundle (host, remotes, public menu). */
export function bundles() {
  return ['host-shell', ...remoteFolders(), 'public-menu'].filter((dir) =>
    existsSync(path.join(root, dir, 'rspack.config.cjs')),
  );
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const st = statSync(target);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** A build is stale when any of its sources, the shared package or the shared build settings changed after it. */
export function isStale(dir) {
  const marker = path.join(root, dir, 'dist', 'mf-manifest.json');
  const fallbackMarker = path.join(root, dir, 'dist', 'index.html');
  const builtAt = existsSync(marker)
    ? statSync(marker).mtimeMs
    : existsSync(fallbackMarker)
      ? statSync(fallbackMarker).mtimeMs
      : 0;
  if (!builtAt) return true;
  const inputs = [
    path.join(root, dir, 'src'),
    path.join(root, dir, 'scripts'),
    path.join(root, dir, 'rspack.config.cjs'),
    path.join(root, dir, 'package.json'),
    path.join(root, 'shared', 'src'),
    path.join(root, 'shared', 'rspack.cjs'),
    path.join(root, 'shared', 'federation.cjs'),
    path.join(root, 'shared', 'remotes.json'),
    path.join(root, 'shared', 'precompress.cjs'),
    path.join(root, 'shared', 'antd-subset.mjs'),
    path.join(root, 'shared', 'index.html'),
  ];
  return inputs.some((p) => newestMtime(p) > builtAt);
}
