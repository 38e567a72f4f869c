// Drill 2, crash mid-write: the real API runs as a child process while workers signed in as the
// SuperAdmin send a stream of creates, updates, deletes and multi-row operations across the tables; the
// server is killed with SIGKILL at random moments, restarted on the same data, and every write that was
// answered 2xx must be there with its answered values. A write that was in flight at the kill may have
// happened or not, but wholly: a bulk QR creation, a product delete (variants and translations go with it),
// a variant swap and a "default variant" change are all-or-nothing. After each kill the database itself is
// checked too: foreign keys, translations' targets, one default variant per product, and amcheck over every
// index (heap against index).
//
//   node drills/crash.mjs [--db=postgres,pglite] [--kills=20] [--workers=4]     (DRILL_SEED=n repeats a run)
//   node drills/crash.mjs --tamper --kills=3     checks the checker: after the second kill one acknowledged
//                                                 restaurant is changed and one variant deleted behind the API's
//                                                 back, and the drill must then report them (and fail).
import { rmSync } from 'node:fs';
import { createModel, PATHS } from './crash/model.mjs';
import { sqlCheck, tamper } from './crash/sql-check.mjs';
import { createWorkload } from './crash/workload.mjs';
import { arg, guarantees, percentile, random, request, signIn, sleep, startApi, startDrillApi } from './support.mjs';

const DATABASES = arg('db', 'postgres,pglite').split(',');
const KILLS = Number(arg('kills', '20'));
const WORKERS = Number(arg('workers', '4'));
const TAMPER = process.argv.includes('--tamper');
const rng = random();

/** Step 1: a database (a throwaway PostgreSQL or a PGlite folder) and the API on it. */
async function startTarget(database) {
  const target = await startDrillApi({ database });
  return target.skipped ? target : { ...target, port: target.api.port };
}

/** Step 2: writers sending the workload's operations until stopped, held at the gate while the API is down. */
function startWriters(target, model, workload, figures, problem) {
  const busy = new Set();
  const statusCounts = {};
  let gate = Promise.resolve();
  let openGate = () => undefined;
  let stopping = false;
  async function writer(w) {
    while (!stopping) {
      await gate;
      if (stopping) break;
      const op = workload.chooseOperation(w);
      op.owner = w;
      busy.add(w);
      const res = await request(target.api.baseUrl, {
        method: op.method,
        path: op.path,
        body: op.body,
        token: target.token,
        timeoutMs: 15_000,
      });
      statusCounts[res.status || res.error] = (statusCounts[res.status || res.error] ?? 0) + 1;
      if (res.status >= 200 && res.status < 300) {
        figures.acknowledged += 1;
        op.ack(res);
      } else if (res.status === 0) {
        // No answer: the kill (or a hang). A refused connection never reached the server.
        if (res.error !== 'ECONNREFUSED') {
          figures.inFlightAtKill += 1;
          op.unknown();
        }
        busy.delete(w);
        await sleep(10);
        continue;
      } else {
        figures.unexpected += 1;
        problem(
          `${op.method} ${op.path} answered ${res.status}: ${res.text.slice(0, 300)} (sent ${JSON.stringify(op.body)?.slice(0, 300)})`,
        );
      }
      busy.delete(w);
    }
  }
  const running = Array.from({ length: WORKERS }, (_, i) => writer(i + 1));
  return {
    statusCounts,
    busy: () => busy.size,
    hold: () => {
      gate = new Promise((resolve) => (openGate = resolve));
    },
    release: () => openGate(),
    async stop() {
      stopping = true;
      openGate();
      await Promise.all(running);
    },
  };
}

/** Step 3: the lists the API answers, for the model to check. */
async function fetchLists(target) {
  const lists = {};
  for (const [kind, p] of Object.entries(PATHS)) {
    const res = await request(target.api.baseUrl, { path: p, token: target.token, timeoutMs: 30_000 });
    if (res.status !== 200 || !Array.isArray(res.body))
      throw new Error(`GET ${p} answered ${res.status} ${res.error ?? res.text?.slice(0, 200)}`);
    lists[kind] = res.body;
  }
  return lists;
}

/** Step 4, once per kill: SIGKILL with writes in flight, check the stored data, restart, compare with the model. */
async function killAndVerify(kill, target, writers, model, figures, problem) {
  await sleep(rng.int(200, 1500));
  writers.hold();
  const inFlight = writers.busy();
  const unknownBefore = figures.inFlightAtKill;
  await target.api.kill('SIGKILL');
  figures.kills += 1;
  if (inFlight) figures.killsWithWritesInFlight += 1;
  while (writers.busy()) await sleep(5);
  const unknownThisKill = figures.inFlightAtKill - unknownBefore;

  if (TAMPER && kill === 2) await tamper(target, model.records);
  const sqlFound = await sqlCheck(target);
  figures.sqlProblems += sqlFound.length;
  for (const f of sqlFound) problem(`SQL: ${f}`);
  const t0 = performance.now();
  try {
    target.api = await startApi({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, port: target.port });
  } catch (error) {
    figures.restartFailures += 1;
    problem(`restart after kill ${kill} failed: ${error.message.slice(0, 2000)}`);
    return false;
  }
  figures.restartMs.push(performance.now() - t0);
  target.token = await signIn(target.api.baseUrl);
  const lostBefore = figures.lost + figures.groupViolations;
  model.verify(await fetchLists(target));
  const lostNow = figures.lost + figures.groupViolations - lostBefore;
  console.log(
    `  [${target.database}] kill ${String(kill).padStart(2)}: ${inFlight} writes in flight (${unknownThisKill} unanswered), restart ${(figures.restartMs.at(-1) / 1000).toFixed(1)} s, ` +
      `${figures.acknowledged} acknowledged so far, ${model.records.size} records checked, ${lostNow ? `${lostNow} LOST/HALF-WRITTEN` : 'none lost'}${sqlFound.length ? `, ${sqlFound.length} SQL problems` : ''}`,
  );
  writers.release();
  return true;
}

/** Step 5: stop the writers, a last comparison and data check, and clean up. */
async function finish(target, writers, model, figures, problem) {
  await writers.stop();
  if (target.api.alive()) {
    await fetchLists(target)
      .then((lists) => model.verify(lists))
      .catch((error) => problem(`final verification failed: ${error.message}`));
    await target.api.stop();
  }
  const sqlFound = await sqlCheck(target);
  figures.sqlProblems += sqlFound.length;
  for (const f of sqlFound) problem(`SQL: ${f}`);
  rmSync(target.dataDir, { recursive: true, force: true });
  if (target.pg) await target.pg.destroy();
}

async function runDrill(database) {
  const figures = {
    database,
    kills: 0,
    killsWithWritesInFlight: 0,
    acknowledged: 0,
    inFlightAtKill: 0,
    inFlightApplied: 0,
    lost: 0,
    groupViolations: 0,
    sqlProblems: 0,
    restartFailures: 0,
    unexpected: 0,
    restartMs: [],
  };
  const problems = [];
  const problem = (text) => {
    if (problems.length < 40) problems.push(text);
  };
  const target = await startTarget(database);
  if (target.skipped) return { database, skipped: target.skipped };
  const model = createModel(rng, figures, problem);
  const writers = startWriters(target, model, createWorkload(rng, model), figures, problem);
  const started = performance.now();
  for (let kill = 1; kill <= KILLS; kill++) {
    if (!(await killAndVerify(kill, target, writers, model, figures, problem))) break;
  }
  await finish(target, writers, model, figures, problem);
  return {
    ...figures,
    records: model.records.size,
    statusCounts: writers.statusCounts,
    problems,
    seconds: (performance.now() - started) / 1000,
  };
}

const check = guarantees('crash drill');
console.log(`crash drill: ${KILLS} SIGKILLs per database, ${WORKERS} writers, seed ${rng.seed}`);
for (const database of DATABASES) {
  console.log(`\n${database}:`);
  let f;
  try {
    f = await runDrill(database);
  } catch (error) {
    console.log(`  drill aborted: ${error.stack ?? error}`);
    check.check(false, `${database}: drill ran to the end`, error.message.slice(0, 200));
    continue;
  }
  if (f.skipped) {
    console.log(`  skipped: ${f.skipped}`);
    continue;
  }
  for (const p of f.problems) console.log(`  ! ${p}`);
  console.log(
    `  figures: ${f.kills} kills (${f.killsWithWritesInFlight} with writes in flight), ${f.acknowledged} acknowledged writes, ${f.records} records checked after every restart, ` +
      `${f.inFlightAtKill} writes unanswered at a kill (${f.inFlightApplied} creates among them found applied), ${f.lost} lost or changed, ${f.groupViolations} half-written, ` +
      `${f.sqlProblems} SQL consistency problems, restart p50 ${(percentile(f.restartMs, 50) / 1000).toFixed(1)} s max ${(Math.max(0, ...f.restartMs) / 1000).toFixed(1)} s, ` +
      `${f.restartFailures} failed restarts, ${f.seconds.toFixed(0)} s; answers ${JSON.stringify(f.statusCounts)}`,
  );
  check.check(
    f.kills >= Math.min(KILLS, 20) && f.restartFailures === 0,
    `${database}: the server started again after each of ${f.kills} SIGKILLs`,
    `${f.restartFailures} failed`,
  );
  check.check(
    f.lost === 0,
    `${database}: every acknowledged write is present with its acknowledged values`,
    `${f.lost} lost or changed of ${f.acknowledged}`,
  );
  check.check(f.groupViolations === 0, `${database}: no half-written multi-row operation`, `${f.groupViolations}`);
  check.check(
    f.sqlProblems === 0,
    `${database}: foreign keys, invariants and indexes consistent after every kill`,
    `${f.sqlProblems} problems`,
  );
  check.check(
    f.unexpected === 0,
    `${database}: no write answered with an error while the server was up`,
    `${f.unexpected}`,
  );
}
check.finish();
