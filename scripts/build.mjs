// Builds the front-end bundles: `--all` rebuilds every one, otherwise only the missing or stale ones.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bundles, isStale, root } from './bundles.mjs';

export function build({ all = false } = {}) {
  const todo = bundles().filter((b) => all || isStale(b));
  if (!todo.length) {
    console.log('Derlemeler güncel.');
    return;
  }
  const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  for (const dir of todo) {
    const started = Date.now();
    process.stdout.write(`Derleniyor: ${dir} ... `);
    const result = spawnSync(process.execPath, [rspack, 'build', '--mode', 'production'], {
      cwd: path.join(root, dir),
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      console.log('HATA');
      console.error(result.stdout, result.stderr);
      process.exit(result.status ?? 1);
    }
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) build({ all: process.argv.includes('--all') });
