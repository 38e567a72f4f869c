// `npm start`: build what is missing or stale, then serve everything on one port (docs/scale-out.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.mjs';
import { root } from './bundles.mjs';

build();
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const api = spawn(process.execPath, [tsx, path.join(root, 'api', 'src', 'main.ts')], {
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => api.kill(sig));
api.on('exit', (code) => process.exit(code ?? 0));
