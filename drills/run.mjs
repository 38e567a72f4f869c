// `npm run drills`: every reliability drill, one after the other, with a summary at the end.
// The fast ones (generated bad input, sign-in abuse, load shedding, outage handling, a lost remote) also
// run inside `npm test`; the slow ones (crash, outage and load against the real server) only here.
//
//   npm run drills                  every drill
//   npm run drills -- crash load    only the named ones
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules' };

const DRILLS = [
  {
    name: 'bad-input',
    what: '1. Üretilmiş hatalı girdi (fast-check, PGlite ve PostgreSQL)',
    cmd: [node, jest, '--selectProjects', 'api', 'api-pg', '--runTestsByPath', 'api/test/drills/fuzz.test.ts'],
    env: { ...jestEnv, FUZZ_SCALE: process.env.FUZZ_SCALE ?? '1', FUZZ_BOTH: '1' },
  },
  { name: 'crash', what: '2. Yazma sırasında çökme (SIGKILL, PostgreSQL ve PGlite)', cmd: [node, 'drills/crash.mjs'] },
  { name: 'outage', what: '3. Veritabanı kesintisi (PostgreSQL)', cmd: [node, 'drills/outage.mjs'] },
  { name: 'load', what: '4. Yük ve yük atma (autocannon)', cmd: [node, 'drills/load.mjs'] },
  {
    name: 'backup',
    what: 'Yedekleme: yük altında yedek, yeni klasöre ve veritabanına geri yükleme, bozuk dosya reddi',
    cmd: [node, 'drills/backup.mjs'],
  },
  {
    name: 'cluster',
    what: 'Küme: üç sunucu örneği, bir PostgreSQL, biri SIGKILL ile düşürülür',
    cmd: [node, 'drills/cluster.mjs'],
  },
  {
    name: 'lost-remote',
    what: '5. Kaybolan uzak modül (tarayıcı)',
    cmd: [node, '--test', '--test-concurrency=1', '--import', 'tsx', 'tests/lost-remote.test.ts'],
    cwd: 'e2e',
    needsBuild: true,
  },
  {
    name: 'sign-in-abuse',
    what: '6. Giriş istismarı ve yük atma (app.inject)',
    cmd: [
      node,
      jest,
      '--selectProjects',
      'api',
      'api-pg',
      '--runTestsByPath',
      'api/test/drills/sign-in-abuse.test.ts',
      'api/test/drills/load-shedding.test.ts',
      'api/test/drills/outage.test.ts',
    ],
    env: jestEnv,
  },
];

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const todo = wanted.length ? DRILLS.filter((d) => wanted.includes(d.name)) : DRILLS;
if (!todo.length) {
  console.error(`Bilinmeyen tatbikat: ${wanted.join(', ')}. Seçenekler: ${DRILLS.map((d) => d.name).join(', ')}`);
  process.exit(2);
}

const results = [];
for (const drill of todo) {
  if (drill.needsBuild) build();
  console.log(`\n=== ${drill.what} (${drill.name}) ===`);
  const started = Date.now();
  const run = spawnSync(drill.cmd[0], drill.cmd.slice(1), {
    cwd: path.join(root, drill.cwd ?? '.'),
    stdio: 'inherit',
    env: { ...process.env, ...drill.env },
  });
  results.push({ drill, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\nTatbikat özeti');
for (const { drill, ok, seconds } of results)
  console.log(
    `  ${ok ? 'GEÇTİ ' : 'KALDI '} ${drill.name.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s  ${drill.what}`,
  );
process.exit(results.every((r) => r.ok) ? 0 : 1);
