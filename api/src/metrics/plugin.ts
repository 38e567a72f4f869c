// GET /metrics in Prometheus' text format through prom-client: request durations by route and status, the
// menu cache, visit batches, the change bus, live streams, the database pool, event-loop lag and the process
// defaults. One registry per app (tests build several in one process). Under WORKERS=N the worker that takes
// the scrape asks the primary, whose AggregatorRegistry collects every worker's figures (metrics/cluster.ts),
// so one scrape answers for the whole server. Readable from METRICS_ALLOW addresses (the socket's, never a
// forwarded one; default loopback) or with `Authorization: Bearer METRICS_TOKEN`; anyone else gets 404.
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { notFoundError, sendError } from '../plugins/error-handler';
import { askPrimaryForMetrics } from './cluster';

export interface Metrics {
  registry: Registry;
  visitBatch(kind: 'visits' | 'ends', items: number, seconds: number, ok: boolean): void;
  /** Where the visit writer's queue length is read from. */
  visitQueue(read: () => number): void;
  /** A live stream (server-sent events) opened; call the returned function when it closes. */
  streamOpened(): () => void;
  /** An embedded backup written (its size, seconds in all and seconds queries waited), or failed (null). */
  backupWritten(result: { bytes: number; seconds: number; pausedSeconds: number } | null): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** A counter that follows a running total kept elsewhere (a reset total starts over); run at each scrape. */
function follow<L extends string>(counter: Counter<L>, read: () => number, labels: Partial<Record<L, string>> = {}) {
  let last = 0;
  return () => {
    const now = read();
    const delta = now >= last ? now - last : now;
    last = now;
    if (delta > 0) counter.inc(labels, delta);
  };
}

type Registers = Registry[];

/** Request durations and counts by route, method and status. */
function requestMetrics(app: FastifyInstance, registers: Registers) {
  const requestSeconds = new Histogram({
    name: 'menu_http_request_duration_seconds',
    help: 'Time to answer a request, by route (as registered), method and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  // The same count as the histogram's, as a plain counter: error-rate alerts read it (rate of 5xx / all).
  const requests = new Counter({
    name: 'menu_http_requests_total',
    help: 'Requests answered, by route, method and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requestSeconds.observe(labels, reply.elapsedTime / 1000);
    requests.inc(labels);
  });
}

/** The menu cache's counters (this instance's; the fast path's answers are counted among the hits). */
function menuCacheCounters(app: FastifyInstance, registers: Registers) {
  const menuStats = () => app.publicMenu.stats();
  const cacheFollowers = (
    [
      ['hits', 'hit'],
      ['misses', 'miss'],
      ['evictions', 'eviction'],
      ['invalidations', 'invalidation'],
      ['flushes', 'flush'],
    ] as const
  ).map(
    ([field, event]) =>
      (counter: Counter) =>
        follow(counter, () => menuStats()[field], { event }),
  );
  let cacheFollow: Array<() => void> | undefined;
  new Counter({
    name: 'menu_cache_events_total',
    help: 'Public-menu cache hits, misses, evictions, invalidations and flushes',
    labelNames: ['event'] as const,
    registers,
    collect() {
      cacheFollow ??= cacheFollowers.map((make) => make(this));
      for (const step of cacheFollow) step();
    },
  });
  let fastFollow: (() => void) | undefined;
  new Counter({
    name: 'menu_cache_fast_answers_total',
    help: 'Cached menus answered ahead of Fastify',
    registers,
    collect() {
      fastFollow ??= follow(this, () => app.menuFastPath?.answered() ?? 0);
      fastFollow();
    },
  });
  let buildFollow: Array<() => void> | undefined;
  new Counter({
    name: 'menu_builds_total',
    help: 'Menus built and serialised, and price lists drawn (concurrent requests share one; kept per menu version cached or not)',
    labelNames: ['what'] as const,
    registers,
    collect() {
      buildFollow ??= [
        follow(this, () => menuStats().builds, { what: 'menu' }),
        follow(this, () => menuStats().drawings, { what: 'drawing' }),
      ];
      for (const step of buildFollow) step();
    },
  });
}

/** The menu cache's size: restaurants, estimated bytes and its bound. */
function menuCacheGauges(app: FastifyInstance, registers: Registers) {
  const menuStats = () => app.publicMenu.stats();
  new Gauge({
    name: 'menu_cache_entries',
    help: 'Restaurants whose menu is cached',
    registers,
    collect() {
      this.set(menuStats().entries);
    },
  });
  new Gauge({
    name: 'menu_cache_bytes',
    help: 'Estimated bytes of the cached menus',
    registers,
    collect() {
      this.set(menuStats().bytes);
    },
  });
  new Gauge({
    name: 'menu_cache_max_bytes',
    help: 'Bound of the menu cache (MENU_CACHE_MB)',
    registers,
    aggregator: 'first',
    collect() {
      this.set(menuStats().maxBytes);
    },
  });
}

/** Visits: group-commit batches and the queue waiting for one. */
function visitMetrics(registers: Registers): Pick<Metrics, 'visitBatch' | 'visitQueue'> {
  const batchItems = new Histogram({
    name: 'menu_visit_batch_size',
    help: 'Visits (or visit ends) per batch written',
    labelNames: ['kind'] as const,
    buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000],
    registers,
  });
  const batchSeconds = new Histogram({
    name: 'menu_visit_batch_write_seconds',
    help: 'Time to write one batch of visits',
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers,
  });
  const batchFailures = new Counter({
    name: 'menu_visit_batch_failures_total',
    help: 'Batches of visits that failed to write',
    labelNames: ['kind'] as const,
    registers,
  });
  let readQueue: () => number = () => 0;
  new Gauge({
    name: 'menu_visit_queue',
    help: 'Visits and visit ends waiting for their batch',
    registers,
    collect() {
      this.set(readQueue());
    },
  });
  return {
    visitBatch(kind, items, seconds, ok) {
      if (!ok) return batchFailures.inc({ kind });
      batchItems.observe({ kind }, items);
      batchSeconds.observe({ kind }, seconds);
    },
    visitQueue(read) {
      readQueue = read;
    },
  };
}

/** The change bus, live streams and the database pool. */
function connectionMetrics(app: FastifyInstance, registers: Registers): Pick<Metrics, 'streamOpened'> {
  const busStats = () => app.changes.stats();
  let busFollow: Array<() => void> | undefined;
  new Counter({
    name: 'menu_change_bus_events_total',
    help: 'Change announcements published and received, and reconnections of the listener',
    labelNames: ['event'] as const,
    registers,
    collect() {
      busFollow ??= [
        follow(this, () => busStats().published, { event: 'published' }),
        follow(this, () => busStats().received, { event: 'received' }),
        follow(this, () => busStats().reconnects, { event: 'reconnect' }),
      ];
      for (const step of busFollow) step();
    },
  });
  new Gauge({
    name: 'menu_change_bus_listening',
    help: '1 when announcements from other instances can arrive',
    registers,
    collect() {
      this.set(busStats().listening ? 1 : 0);
    },
  });
  const streams = new Gauge({
    name: 'menu_live_streams_open',
    help: 'Open live streams (server-sent events)',
    registers,
  });
  // The database pool (PostgreSQL; PGlite is one connection inside this process).
  new Gauge({
    name: 'menu_db_pool_connections',
    help: 'Database connections by state (total, idle, waiting queries)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const figures = app.dbHandle.poolStats();
      for (const [state, value] of Object.entries(figures)) this.set({ state }, value);
    },
  });
  return {
    streamOpened() {
      streams.inc();
      let open = true;
      return () => {
        if (open) streams.dec();
        open = false;
      };
    },
  };
}

/**
 * Backups of the embedded database (none on PostgreSQL, where pg_dump or archiving is the operator's tool):
 * the alert on "no backup for longer than BACKUP_EVERY_HOURS" reads the time of the last good one.
 */
function backupMetrics(registers: Registers): Pick<Metrics, 'backupWritten'> {
  const backupLast = new Gauge({
    name: 'menu_backup_last_success_timestamp_seconds',
    help: 'Unix time of the last embedded backup written (0: none since the start)',
    registers,
    aggregator: 'max',
  });
  const backupFigures = new Gauge({
    name: 'menu_backup_last',
    help: 'The last embedded backup: its size in bytes, its duration and how long queries waited, in seconds',
    labelNames: ['figure'] as const,
    registers,
    aggregator: 'max',
  });
  const backupFailures = new Counter({
    name: 'menu_backup_failures_total',
    help: 'Embedded backups that failed',
    registers,
  });
  return {
    backupWritten(result) {
      if (!result) return backupFailures.inc();
      backupLast.set(Date.now() / 1000);
      backupFigures.set({ figure: 'bytes' }, result.bytes);
      backupFigures.set({ figure: 'seconds' }, result.seconds);
      backupFigures.set({ figure: 'paused_seconds' }, result.pausedSeconds);
    },
  };
}

/** GET /metrics for METRICS_ALLOW addresses or the METRICS_TOKEN bearer; 404 to anyone else. */
function metricsRoute(app: FastifyInstance, registry: Registry) {
  const allowed = proxyAddr.compile(app.config.metricsAllow);
  const token = app.config.metricsToken ? Buffer.from(`Bearer ${app.config.metricsToken}`) : null;
  const mayRead = (request: FastifyRequest): boolean => {
    const header = request.headers.authorization;
    if (token && header && header.length === token.length && timingSafeEqual(Buffer.from(header), token)) return true;
    const address = request.socket.remoteAddress;
    return !!address && allowed(address, 0);
  };

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!mayRead(request)) return sendError(reply, notFoundError(request));
    const body = cluster.isWorker ? await askPrimaryForMetrics() : await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(body);
  });
}

export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    const registers = [registry];
    // Created in the order the scrape lists them.
    requestMetrics(app, registers);
    menuCacheCounters(app, registers);
    menuCacheGauges(app, registers);
    const metrics: Metrics = {
      registry,
      ...visitMetrics(registers),
      ...connectionMetrics(app, registers),
      ...backupMetrics(registers),
    };
    app.decorate('metrics', metrics);
    if (cluster.isWorker) {
      AggregatorRegistry.setRegistries([registry]);
      new AggregatorRegistry(); // answers the primary's requests for this worker's figures
    }
    metricsRoute(app, registry);
  },
  { name: 'metrics', dependencies: ['database'] },
);
