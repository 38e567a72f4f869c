// `npm run bench`: runs every bench/*.bench.mjs in turn (after building what is stale) and prints its figures.
// Benchmarks print numbers and ratios measured side by side in one run; they never fail on a timing.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../scripts/build.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
build();
const only = process.argv.slice(2);
const scripts = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const script of scripts) {
  console.log(`\n=== ${script} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, script)], {
    stdio: 'inherit',
    cwd: path.resolve(dir, '..'),
  });
  if (r.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
