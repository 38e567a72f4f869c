// Helpers for the benchmarks: start the API as a child process on a free loopback port, read its RSS.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  CHROMIUM_ARGS,
  freePort,
  pgStopArgs,
  postgresUnavailable,
  repoRoot as root,
  runPgTool,
  spawnApi,
  startThrowawayPostgres,
  waitUntilHealthy,
} from '../scripts/lib/local-servers.mjs';

export { CHROMIUM_ARGS, freePort, root };

/**
 * What an API under wrk's load is started with: wrk's requests come through loopback, each naming its own client
 * address in X-Forwarded-For, and thousands of visits a second from the bench's few addresses are not abuse.
 */
export const LOADED_API_ENV = { TRUST_PROXY: '127.0.0.1', VISIT_CAP_PER_IP: '0' };

/** The passwords the benches' API starts with: the SuperAdmin's and every demo user's. */
export const SUPERADMIN_PASSWORD = 'Bench-Sifre-2026';
export const DEMO_PASSWORD = 'Bench-Demo-2026';

/** Signs in through the API: `{ token, user }`. The password defaults to the bench's own for that user. */
export async function signIn(baseUrl, username = 'superadmin', password) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: password ?? (username === 'superadmin' ? SUPERADMIN_PASSWORD : DEMO_PASSWORD),
    }),
  });
  return res.json();
}

export function tempDataDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'qr-menu-bench-'));
}

/**
 * Starts `api/src/main.ts` (node + tsx, no npx) and resolves when /api/health answers 200. Demo data is asked
 * for explicitly: with a DATABASE_URL it is off by default, and every bench measures the demo restaurant.
 */
export async function startApi({ dataDir, env = {} }) {
  const port = await freePort();
  const { child, output } = spawnApi({
    port,
    dataDir,
    launcher: 'cli',
    env: {
      SUPERADMIN_PASSWORD,
      DEMO_DATA: 'true',
      DEMO_PASSWORD,
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const readyMs = await waitUntilHealthy(baseUrl, { child, output, timeoutMs: 600_000 });
  return {
    baseUrl,
    readyMs,
    child,
    rssMb: () => rssMb(child.pid),
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

/** RSS of a process and its children (tsx runs the API in a child node process). */
export function rssMb(pid) {
  const pids = [pid, ...childPids(pid)];
  let kb = 0;
  for (const p of pids) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      /* gone */
    }
  }
  return kb / 1024;
}

function childPids(pid) {
  try {
    const kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return kids.flatMap((k) => [k, ...childPids(k)]);
  } catch {
    return [];
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Load average and cores, printed beside every throughput figure: the machine is shared. */
export function machineLoad() {
  return `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;
}

/** A throwaway PostgreSQL 15 (as the `postgres` user when root), or { skipped } when it cannot run here. */
export async function startPostgres() {
  if (postgresUnavailable()) return { skipped: postgresUnavailable() };
  const { dir, dataDir, url } = await startThrowawayPostgres({
    prefix: 'qr-bench-pg-',
    settings: { max_connections: 50 },
    waitSeconds: 30,
  });
  return {
    url,
    stop() {
      try {
        runPgTool('pg_ctl', pgStopArgs(dataDir, 'fast'));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/**
 * Load with wrk (1 thread, `connections` connections: leaves a core to the server on this 2-core machine),
 * each request its own random X-Forwarded-For (start the API with TRUST_PROXY=127.0.0.1). `paths` are picked
 * at random per request. Returns req/s, latency percentiles (ms) and the count of each status.
 */
export async function wrkLoad({ baseUrl, paths, method = 'GET', headers = {}, body, seconds = 10, connections = 32 }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'qr-bench-wrk-'));
  const script = path.join(dir, 'load.lua');
  const lua = (v) => JSON.stringify(v);
  writeFileSync(
    script,
    `
local paths = { ${paths.map(lua).join(', ')} }
local extra = { ${Object.entries(headers)
      .map(([k, v]) => `[${lua(k)}] = ${lua(v)}`)
      .join(', ')} }
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) statuses = {} ; math.randomseed(os.time() + math.random(1, 100000)) end
function request()
  local h = {}
  for k, v in pairs(extra) do h[k] = v end
  h["X-Forwarded-For"] = math.random(1, 223) .. "." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)
  return wrk.format(${lua(method)}, paths[math.random(1, #paths)], h, ${body === undefined ? 'nil' : lua(body)})
end
function response(status, headers, body) statuses[status] = (statuses[status] or 0) + 1 end
function done(summary, latency, requests)
  local out = {}
  for _, t in ipairs(threads) do
    for k, v in pairs(t:get("statuses")) do out[k] = (out[k] or 0) + v end
  end
  local parts = {}
  for k, v in pairs(out) do table.insert(parts, '"' .. k .. '":' .. v) end
  io.write("WRK_RESULT {\\"statuses\\":{" .. table.concat(parts, ",") .. "},\\"p50\\":" .. latency:percentile(50) .. ",\\"p99\\":" .. latency:percentile(99) .. ",\\"max\\":" .. latency.max .. ",\\"requests\\":" .. summary.requests .. ",\\"errors\\":" .. (summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout) .. ",\\"durationUs\\":" .. summary.duration .. "}\\n")
end
`,
  );
  try {
    const out = await new Promise((resolve, reject) => {
      const child = spawn(
        'wrk',
        ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', script, baseUrl],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.stderr.on('data', (d) => (text += d));
      child.on('error', reject);
      child.on('exit', () => resolve(text));
    });
    const line = /WRK_RESULT (\{.*\})/.exec(out);
    if (!line) throw new Error(`wrk gave no result: ${out}`);
    const r = JSON.parse(line[1]);
    return {
      tool: 'wrk',
      rps: r.requests / (r.durationUs / 1e6),
      p50: r.p50 / 1000,
      p99: r.p99 / 1000,
      max: r.max / 1000,
      statuses: r.statuses,
      errors: r.errors,
      requests: r.requests,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same measurement with autocannon, only when wrk is missing (autocannon saturates a core itself here). */
export async function autocannonLoad({
  baseUrl,
  paths,
  method = 'GET',
  headers = {},
  body,
  seconds = 10,
  connections = 32,
}) {
  const { default: autocannon } = await import('autocannon');
  const statuses = {};
  let n = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method,
        body,
        setupRequest: (req) => ({
          ...req,
          path: paths[n % paths.length],
          headers: { ...headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` },
        }),
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    tool: 'autocannon',
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses,
    errors: result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

/** wrk when installed, else autocannon (and the figures say which). */
export const load = (options) => (hasWrk() ? wrkLoad(options) : autocannonLoad(options));

/**
 * Lighthouse from npm against Debian's Chromium (mobile defaults: simulated slow 4G, 4× CPU). `audit(url)` gives
 * the figures the benches print (scores 0–1, times in ms, bytes) and the report itself for anything else.
 */
export async function startLighthouse() {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  process.env.CHROME_PATH = '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
  return {
    version,
    /** `headers`: sent with every request of the page (a German phone: { 'Accept-Language': 'de-DE,de;q=0.9' }). */
    async audit(url, headers) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(headers ? { extraHeaders: headers } : {}),
      });
      const n = (id) => lhr.audits[id]?.numericValue ?? NaN;
      return {
        lhr,
        perf: lhr.categories.performance.score,
        a11y: lhr.categories.accessibility.score,
        lcp: n('largest-contentful-paint'),
        fcp: n('first-contentful-paint'),
        tbt: n('total-blocking-time'),
        cls: n('cumulative-layout-shift'),
        bytes: n('total-byte-weight'),
        requests: lhr.audits['network-requests']?.details?.items?.length ?? NaN,
        scripting:
          lhr.audits['mainthread-work-breakdown']?.details?.items?.find((i) => i.group === 'scriptEvaluation')
            ?.duration ?? NaN,
        a11yFailed: lhr.categories.accessibility.auditRefs
          .filter((r) => lhr.audits[r.id]?.score === 0)
          .map((r) => r.id),
      };
    },
    stop: () => chrome.kill(),
  };
}

// ------------------------------------------------------------------ table service benches (calls, orders)

/** Nearest-rank percentile of `xs` (NaN when empty). */
export const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

let addressCounter = 0;
/** A new client address per request (X-Forwarded-For; start the API with TRUST_PROXY=127.0.0.1). */
export const nextAddress = () =>
  `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}`;

const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 512 });

/**
 * One JSON request over kept-alive node:http connections, from a new client address: a fifth to a quarter of the
 * CPU of Node's fetch per request (0.1–0.2 ms against 0.6–1.0 ms), which counts when it shares the two cores.
 */
export function jsonRequest(baseUrl, urlPath, { method = 'GET', body, token, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const address = nextAddress();
  return sendJson(`${baseUrl}${urlPath}`, method, payload, {
    ...(payload ? { 'content-type': 'application/json' } : {}),
    'content-length': payload ? Buffer.byteLength(payload) : 0,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    'x-forwarded-for': address,
    ...headers,
  });
}

function sendJson(url, method, payload, headers, retried = false) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: keptAlive, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null });
        } catch (error) {
          reject(error);
        }
      });
      res.on('error', reject);
    });
    // A kept-alive connection the server closed as it was reused: asked once more on a new one (Node's pattern).
    req.on('error', (error) =>
      req.reusedSocket && error.code === 'ECONNRESET' && !retried
        ? sendJson(url, method, payload, headers, true).then(resolve, reject)
        : reject(error),
    );
    req.end(payload);
  });
}

/** Signs in as the demo admin and opens the demo restaurant all day today (calls and orders need it open). */
export async function demoRestaurantOpenToday(baseUrl) {
  const { token } = await signIn(baseUrl, 'demo-admin');
  const [restaurant] = (await jsonRequest(baseUrl, '/api/restaurants', { token })).body;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  await jsonRequest(baseUrl, '/api/SpecialDays', {
    method: 'POST',
    token,
    body: {
      restaurantId: restaurant.id,
      date: today,
      name: 'Ölçüm',
      openTime: '00:00',
      closeTime: '23:59',
      isClosed: false,
    },
  });
  return { token, restaurant };
}

/** CPU seconds (user + system) a process and its children have used so far (Linux /proc). */
export function cpuSeconds(pid) {
  const ticks = 100; // USER_HZ: Linux reports /proc times in hundredths of a second
  let total = 0;
  for (const p of [pid, ...childPids(pid)]) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      /* gone */
    }
  }
  return total;
}
