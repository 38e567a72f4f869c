// Security headers (helmet with a CSP the bundles run under), CORS from CORS_ORIGINS, the rate limiter
// for public routes (off globally; a route opts in with `config: { rateLimit: PUBLIC_RATE_LIMIT }`), and
// load shedding: past its capacity the API answers 503 at once instead of queueing without bound.
import { createRequire } from 'node:module';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { addressKey } from '../http/address-key';
import { clientAddress } from '../http/client-address';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { REMOTE_NAMES, type Config } from '../config';
import { createError } from '../errors';
import { sendError } from './error-handler';

export const PUBLIC_RATE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;
/**
 * The diner's hot routes (scan, visit, visit end, the menu and its page) log warnings and errors only: at
 * thousands of answers a second, two request log lines each cost more than the answer itself.
 */
export const DINER_LOG_LEVEL = 'warn';
/** Every sign-in costs a scrypt hash (about 0.3 s of CPU), so the route is capped per IP on top of the failure throttle. */
export const LOGIN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) per sample above which the API counts as overloaded. */
  maxEventLoopDelay: number;
  /** Consecutive samples over the delay before shedding starts: one long synchronous block is no overload. */
  sustainedSamples: number;
  /** V8 heap in use (bytes) above which requests are shed: a last guard before running out of memory. */
  maxHeapUsedBytes: number;
  sampleInterval: number;
  /** Seconds a shed client is told to wait (Retry-After). */
  retryAfterSeconds: number;
  /**
   * Requests being answered at once above which new ones are shed. On PostgreSQL the event loop stays fast while
   * requests queue for a pooled connection, so the loop-delay signal alone never fires there.
   */
  maxInFlight: number;
  /** Queries waiting for a pooled PostgreSQL connection above which new requests are shed. */
  maxDatabaseWaiting: number;
}

/**
 * Measured with drills/load.mjs (2 cores shared with the load generator, PGlite): a steady mix below
 * capacity keeps the mean event-loop delay per half second under about 80 ms; 16 + 16 connections at full
 * speed between 120 and 200 ms; 400 connections flooding it 300 to 600 ms. Long loop turns also starve new
 * connections: libuv accepts one connection per turn, so a phone arriving during a flood waits in the
 * kernel's queue, where no 503 can reach it; keeping turns short is what lets it in. Event-loop utilisation
 * is not used: it sits near 100% at full throughput whether or not anything queues. PGlite runs its queries
 * on this thread, so one slow query (a report over a million visits) blocks the loop once without any
 * overload: hence two samples in a row, never one.
 */
export const LOAD_SHEDDING: LoadSheddingOptions = {
  maxEventLoopDelay: 150,
  sustainedSamples: 2,
  maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.85),
  sampleInterval: 500,
  retryAfterSeconds: 5,
  maxInFlight: 2048,
  maxDatabaseWaiting: 200,
};
export const OVERLOADED_MESSAGE = 'Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.';

/**
 * @fastify/rate-limit's LocalStore (11.2) hands every request the same live counter, read only after an
 * await: a burst of parallel requests from one address all read the burst's final count, so the whole
 * burst is refused, its first, allowed requests too. This wrapper hands out the count as it was when the
 * request was counted.
 */
type RateLimitStore = import('@fastify/rate-limit').FastifyRateLimitStore;
const LocalStore = createRequire(__filename)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => RateLimitStore;

/** A route's limiter as @fastify/rate-limit set it up: its own store (one bucket per client per route) and limits. */
interface RouteLimiter {
  store: RateLimitStore;
  max: number;
  timeWindow: number;
}

/** The store class handed to @fastify/rate-limit; every route's child store is noted in `routes` by its URL. */
function snapshotStore(routes: Map<string, RouteLimiter>) {
  return class SnapshotStore implements RateLimitStore {
    readonly inner: RateLimitStore;
    /** Called by the plugin with its settings (neither continueExceeding nor exponentialBackoff is used here). */
    constructor(inner?: unknown) {
      this.inner =
        inner instanceof LocalStore || inner instanceof SnapshotStore
          ? (inner as RateLimitStore)
          : new LocalStore(false, false);
    }
    incr(key: string, callback: Parameters<RateLimitStore['incr']>[1], timeWindow: number, max: number) {
      this.inner.incr(
        key,
        (error, result) => callback(error, result && { current: result.current, ttl: result.ttl }),
        timeWindow,
        max,
      );
    }
    child(routeOptions: Parameters<RateLimitStore['child']>[0]) {
      const store = new SnapshotStore(this.inner.child(routeOptions));
      const { routeInfo, max, timeWindow } = routeOptions as {
        routeInfo?: { url?: string; method?: string | string[] };
        max?: unknown;
        timeWindow?: unknown;
      };
      // Fastify adds a HEAD route beside every GET, with a limiter of its own: the GET's is the one named here.
      if (routeInfo?.url && routeInfo.method === 'GET' && typeof max === 'number' && typeof timeWindow === 'number')
        routes.set(routeInfo.url, { store, max, timeWindow });
      return store;
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Takes a long-lived answer (a live stream) out of the in-flight count of load shedding. */
    leaveInFlight(reply: FastifyReply): void;
    /**
     * Counts one request of `key` against the limit of the GET route registered at `routeUrl`, in the very bucket the
     * route's own limiter uses: true while within the limit. For answers given ahead of Fastify's hooks (the
     * cached menu's fast path); undefined when that route has no limit.
     */
    countRateLimited(routeUrl: string, key: string): boolean | undefined;
    /** The security headers every answer carries (helmet's, computed once). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

const isHealthCheck = (url: string) => /^\/api\/health\/?(\?|$)/i.test(url);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const RESOLUTION_MS = 10;

/** What the monitor reads of node's event-loop delay histogram (a test hands in its own). */
export interface DelayHistogram {
  count: number;
  /** Nanoseconds. */
  mean: number;
  reset(): void;
  enable(): void;
  disable(): void;
}

/** Mean event-loop delay per sample; `sample()` is false once it has stayed over the limit long enough. */
export function createLoopDelayMonitor(
  options: LoadSheddingOptions,
  histogram: DelayHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS }),
  clock: () => number = () => performance.now(),
) {
  const resolution = RESOLUTION_MS;
  histogram.enable();
  let over = 0;
  let lastDelay = 0;
  let sampledAt = clock();
  return {
    sample(): boolean {
      const now = clock();
      // With loop turns longer than a sample the histogram may hold nothing yet: how late this sample
      // itself came is then the measure.
      lastDelay =
        histogram.count > 0
          ? Math.max(0, histogram.mean / 1e6 - resolution)
          : Math.max(0, now - sampledAt - options.sampleInterval);
      sampledAt = now;
      histogram.reset();
      over = lastDelay > options.maxEventLoopDelay ? over + 1 : 0;
      return over < options.sustainedSamples;
    },
    lastDelay: () => lastDelay,
    stop: () => histogram.disable(),
  };
}

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Origins the host page loads remotes from (REMOTE_<NAME>_URL), plus the public menu and API origins. */
export function externalOrigins(config: Config): string[] {
  const urls = [
    ...REMOTE_NAMES.map((n) => config.remoteUrls[n]),
    config.apiPublicUrl,
    config.menuPublicUrl,
    config.menuOrigin,
  ];
  return [...new Set(urls.map(originOf).filter((o): o is string => !!o))];
}

/** The headers helmet sets with these options (no nonces are used, so they never change per answer). */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

function corsOptions(origins: string[]) {
  return {
    origin: origins.length ? origins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'If-None-Match'],
    exposedHeaders: ['Retry-After', 'ETag'],
    // A portal on another origin (CORS_ORIGINS) sends the refresh cookie to /api/auth/refresh and /logout.
    credentials: origins.length > 0,
    maxAge: 600,
  };
}

/**
 * What @fastify/cors (11) adds with these options to an answer for a request without Origin, and whether it names
 * Origin in Vary: for the cached menu's fast path, which answers only such requests. A test compares the fast
 * path's headers with the route's, so a change in the plugin shows.
 */
export function corsHeadersWithoutOrigin(origins: string[]): { headers: Record<string, string>; varyOrigin: boolean } {
  const options = corsOptions(origins);
  if (!origins.length) return { headers: {}, varyOrigin: false };
  const any = origins.includes('*');
  const headers: Record<string, string> = any ? { 'access-control-allow-origin': '*' } : {};
  if (options.credentials) headers['access-control-allow-credentials'] = 'true';
  headers['access-control-expose-headers'] = options.exposedHeaders.join(', ');
  return { headers, varyOrigin: !any };
}

export interface SecurityOptions {
  loadShedding?: Partial<LoadSheddingOptions>;
}

export default fp<SecurityOptions>(
  async function security(app: FastifyInstance, options) {
    const config = app.config;
    const remotes = externalOrigins(config);
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          // antd (cssinjs) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:', ...remotes],
          connectSrc: ["'self'", ...remotes],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // Nothing frames the portal, the menu or the API (clickjacking).
          frameAncestors: ["'none'"],
        },
      },
      // Bundles and images are loaded from other origins in production (host, public menu on its own origin).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    // One object per answer, computed once: @fastify/helmet rebuilds helmet's middleware on every request,
    // which cost about a seventh of the diner's menu call.
    app.decorate('securityHeaders', headers);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(cors, corsOptions(config.corsOrigins));
    // After helmet and CORS, so a shed answer still carries their headers (a host page on another origin can
    // read the 503), and ahead of every route's own hooks, so a shed request costs no rate-limit count, token
    // check or query. The health check is never shed: it reports the database, and failing it under load
    // would make an orchestrator restart a busy instance. The answer is the API's error shape, or a Turkish
    // page for a browser opening a page.
    // under-pressure's own maxEventLoopDelay acts on a single sample; the sustained rule runs as its health check.
    const shedding = { ...LOAD_SHEDDING, ...options.loadShedding };
    const loop = createLoopDelayMonitor(shedding);
    app.addHook('onClose', async () => loop.stop());
    let loggedAt = 0;
    await app.register(underPressure, {
      maxHeapUsedBytes: shedding.maxHeapUsedBytes,
      sampleInterval: shedding.sampleInterval,
      healthCheck: async () => loop.sample(),
      healthCheckInterval: shedding.sampleInterval,
      pressureHandler: (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
        if (isHealthCheck(request.url)) return; // handled normally
        shed(request, reply, type, value ?? loop.lastDelay());
      },
    });
    // Requests in flight and queries waiting for a connection: the signals that see a queue on PostgreSQL.
    let inFlight = 0;
    const release = () => {
      inFlight -= 1;
    };
    // A live stream stays open for hours at no cost to anyone else: it leaves the in-flight count once its
    // headers are out, so a room of waiters' tablets never sheds the diners' menu.
    app.decorate('leaveInFlight', (reply: FastifyReply) => {
      if (reply.raw.listeners('close').includes(release)) {
        reply.raw.removeListener('close', release);
        release();
      }
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (!isHealthCheck(request.url)) {
        const waiting = app.dbHandle.waiting();
        if (inFlight >= shedding.maxInFlight || waiting >= shedding.maxDatabaseWaiting) {
          shed(
            request,
            reply,
            inFlight >= shedding.maxInFlight ? 'inFlight' : 'databaseWaiting',
            inFlight >= shedding.maxInFlight ? inFlight : waiting,
          );
          return;
        }
      }
      inFlight += 1;
      // 'close' comes once per answer, finished or abandoned by the client.
      reply.raw.once('close', release);
      done();
    });

    function shed(request: FastifyRequest, reply: FastifyReply, type: string, value: number) {
      if (Date.now() - loggedAt > 10_000) {
        loggedAt = Date.now();
        request.log.warn({ type, value }, 'under pressure: shedding requests with 503');
      }
      const error = createError('SERVICE_UNAVAILABLE', OVERLOADED_MESSAGE, {
        headers: { 'retry-after': String(shedding.retryAfterSeconds), 'cache-control': 'no-store' },
      });
      // A browser opening a page (the menu, or a scanned QR code's /api/menu/{id}) asks for HTML.
      if (request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '')) {
        const page = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(error.title)}</title></head><body style="font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;text-align:center;color:#2C3E50"><h1 style="font-size:1.4rem">${escapeHtml(error.title)}</h1><p>${escapeHtml(error.message)}</p></body></html>`;
        reply
          .code(503)
          .headers(error.headers ?? {})
          .type('text/html; charset=utf-8')
          .send(page);
      } else {
        sendError(reply, error);
      }
    }
    const limiters = new Map<string, RouteLimiter>();
    app.decorate('countRateLimited', (routeUrl: string, key: string) => {
      const limiter = limiters.get(routeUrl);
      if (!limiter) return undefined;
      let allowed = false;
      // LocalStore answers synchronously.
      limiter.store.incr(
        key,
        (error, result) => (allowed = !error && !!result && result.current <= limiter.max),
        limiter.timeWindow,
        limiter.max,
      );
      return allowed;
    });
    await app.register(rateLimit, {
      global: false,
      store: snapshotStore(limiters),
      // Per client address as the rest of the API sees it (forged X-Forwarded-For values share one bucket), an
      // IPv6 client by its /64.
      keyGenerator: (request) => addressKey(clientAddress(request)),
      // Counters live in memory per instance; a shared store (Redis) is the step for several instances.
      // Below the limit no x-ratelimit-* headers: three more headers on every diner's answer, read by nobody.
      // A refused request still says when to come back (Retry-After and the three headers).
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      errorResponseBuilder: (_request, context) =>
        createError(
          'TOO_MANY_REQUESTS',
          `Çok fazla istek gönderildi. Lütfen ${Math.max(1, Math.ceil(context.ttl / 1000))} saniye sonra tekrar deneyin.`,
        ),
    });
  },
  { name: 'security', dependencies: ['database'] },
);
