// Type-checks every package against its own tsconfig (all extend tsconfig.base.json, strict).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const pkg = createRequire(import.meta.url)(path.join(root, 'package.json'));
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
let failed = 0;
for (const ws of pkg.workspaces) {
  const config = path.join(root, ws, 'tsconfig.json');
  if (!existsSync(config)) continue;
  const started = Date.now();
  try {
    execFileSync(process.execPath, [tsc, '-p', config, '--noEmit'], { stdio: 'inherit', cwd: root });
    console.log(`typecheck ${ws}: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch {
    failed += 1;
    console.error(`typecheck ${ws}: FAILED`);
  }
}
process.exit(failed ? 1 : 0);
