// `npm run dev`: the API plus an rspack dev server with hot reload for the host and every remote.
// Open http://localhost:3000 (the host); each remote also runs alone on its own port (see README).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bundles, root } from './bundles.mjs';

const children = [];
function run(name, args, cwd) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, FORCE_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (d) =>
      process.stdout.write(
        d
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((l) => prefix + l)
          .join('\n') + '\n',
      ),
    );
  }
  children.push(child);
}

run(
  'api',
  [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', path.join(root, 'api', 'src', 'main.ts')],
  root,
);
const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
for (const dir of bundles().filter((b) => b !== 'public-menu'))
  run(dir, [rspack, 'serve', '--mode', 'development'], path.join(root, dir));
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    children.forEach((c) => c.kill(sig));
    process.exit(0);
  });
