// Builds the Fastify application from an injected configuration and database, so tests can use
// `app.inject` on a throwaway database. Plugins are registered in passes: external, app, routes.
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { addressKey } from './http/address-key';
import type { DatabaseHandle } from './db/client';
import { createMemoryChangeBus, createPostgresChangeBus, type ChangeBus } from './changes/bus';
import changesPlugin from './changes/plugin';
import jobsPlugin from './jobs/plugin';
import { createDatabaseLoginThrottle, throttleCleanupJob, type LoginThrottle } from './auth/login-throttle';
import { createPasswordHasher, OWASP_SCRYPT, type ScryptParams } from './auth/password';
import cookie from '@fastify/cookie';
import auditRoutes from './audit/routes';
import backupPlugin from './backup/plugin';
import { createSecurityEvents, type SecurityEvents } from './audit/security-events';
import authRoutes from './auth/routes';
import { createSessionStore } from './auth/sessions';
import { createTokenService } from './auth/token';
import healthRoutes from './health/routes';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import docsPlugin from './plugins/docs';
import errorHandler, { frameworkErrors, notFoundError, sendError } from './plugins/error-handler';
import textGuard from './plugins/text-guard';
import menuOriginPlugin from './plugins/menu-origin';
import metricsPlugin from './metrics/plugin';
import securityPlugin, { corsHeadersWithoutOrigin, type LoadSheddingOptions } from './plugins/security';
import { rawClientAddressResolver } from './http/client-address';
import { createMenuFastPath, type MenuFastPath } from './public-menus/fast-path';
import { REPO_ROOT } from './paths';
import publicMenuCache from './public-menus/plugin';
import menuLivePlugin from './public-menus/live';
import menuLiveRoutes from './public-menus/live-routes';
import publicMenuPage, { createMenuPages, MENU_PAGE_ROUTE } from './public-menus/page';
import publicMenuRoutes, { PUBLIC_MENU_ROUTE } from './public-menus/routes';
import priceListRoutes from './price-list/routes';
import complianceRoutes from './compliance/routes';
import catalogIoRoutes from './catalog-io/routes';
import restaurantRoutes from './restaurants/routes';
import qrCodeRoutes from './qr-codes/routes';
import accessLogRoutes from './access-logs/routes';
import catalogRoutes from './catalog';
import hoursRoutes from './hours/routes';
import specialDayRoutes from './special-days/routes';
import translationRoutes from './translations/routes';
import translationBulkRoutes from './translations/bulk-routes';
import userRoutes from './users/routes';
import { registerBundles } from './static/bundles';
import uploadRoutes from './uploads/routes';
import visitsPlugin from './table-session/visits-plugin';
import tableServicePlugin from './table-session/plugin';
import tableServiceRoutes from './table-session/calls-routes';
import orderRoutes from './table-session/orders-routes';
import visitRoutes from './table-session/visit-routes';
import uploadServing from './uploads/serve';
import uploadsPlugin from './uploads/plugin';
import type { ImageStorage } from './uploads/storage';
import catalogServices from './catalog/services';

export interface BuildAppOptions {
  config: Config & { jwtSecret: string };
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Password hashing cost; tests pass a cheaper one. */
  scrypt?: ScryptParams;
  /** Serve over HTTPS with this key and certificate (HTTPS=self-signed, tls.ts); `ca` is offered at /menu-ca.crt. */
  tls?: { key: string; cert: string; ca?: string };
  loginThrottle?: LoginThrottle;
  imageStorage?: ImageStorage;
  /** Where the bundles' dist folders are looked for (default: the repository root). */
  repoRoot?: string;
  /** The token of POST /internal/backup (`npm run backup` beside a running embedded server); unset: no route. */
  adminToken?: string;
  /** Load-shedding thresholds (default LOAD_SHEDDING); tests lower them. */
  loadShedding?: Partial<LoadSheddingOptions>;
  /** How writes reach the other instances (default: LISTEN/NOTIFY on PostgreSQL, in-process on PGlite). */
  changeBus?: ChangeBus;
  /** How often each instance checks whether a cluster job is due (default JOB_CHECK_EVERY_MS). */
  jobCheckEveryMs?: number;
  /** How often cached menus are checked against their database versions (default MENU_VERSION_CHECK_MS). */
  menuVersionCheckMs?: number;
  /** Seconds between the live streams' heartbeats, in ms (default SERVICE_HEARTBEAT_SECONDS); tests shorten it. */
  liveHeartbeatMs?: number;
  /** The public menu's clock (open state, category windows, timed sold-out); tests pass a fake one. */
  now?: () => Date;
}

/** TRUST_PROXY as a hop count becomes "trust the nearest n proxies". */
function trustProxyOption(value: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}

export const JSON_BODY_LIMIT = 1024 * 1024;
const API_PREFIX = '/api';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached menus answered ahead of Fastify (public-menus/fast-path.ts); over real HTTP only, not `inject`. */
    menuFastPath: MenuFastPath;
    /** Security events: a log line and a row of the change trail each (audit/security-events.ts). */
    securityEvents: SecurityEvents;
  }
}

/**
 * Fastify's own HTTP/1 server (lib/server.js, getServerInstance), whose request listener first offers each request
 * to the menu's fast path (set once the app is ready).
 */
function serverWithFastPath(
  fastPath: () => MenuFastPath | undefined,
  tls?: { key: string; cert: string },
): NonNullable<FastifyServerOptions['serverFactory']> {
  return (handler, serverOptions) => {
    const options = serverOptions as unknown as {
      http?: http.ServerOptions;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
      maxRequestsPerSocket: number;
    };
    const listener = (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (fastPath()?.(req, res)) return;
      handler(req, res);
    };
    // HTTPS=self-signed (tls.ts): the same server over TLS.
    const server = tls
      ? https.createServer({ ...(options.http ?? {}), key: tls.key, cert: tls.cert }, listener)
      : http.createServer(options.http ?? {}, listener);
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

function defaultChangeBus(app: FastifyInstance, database: DatabaseHandle): ChangeBus {
  if (database.kind !== 'postgres' || !database.url) return createMemoryChangeBus();
  return createPostgresChangeBus({
    connectionString: database.url,
    notify: async (channel, payload) => {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    log: app.log,
  });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Set once the app is ready; the server exists before that.
  const fast: { path?: MenuFastPath } = {};
  const trustProxy = trustProxyOption(config.trustProxy);
  const serverOptions: FastifyServerOptions = {
    serverFactory: serverWithFastPath(() => fast.path, options.tls),
    logger: options.logger ?? false,
    // The spec calls both /api/Categories and /api/categories.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // A URL Fastify cannot decode, or a path parameter past maxParamLength: the API's error shape too.
    frameworkErrors,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Pass 1: cross-cutting plugins.
  await app.register(errorHandler);
  await app.register(textGuard);
  await app.register(databasePlugin, { handle: options.database, config });
  await app.register(metricsPlugin);
  await app.register(securityPlugin, { loadShedding: options.loadShedding });
  await app.register(menuOriginPlugin);
  await app.register(docsPlugin);
  await app.register(cookie);
  await app.register(authPlugin, {
    tokens: createTokenService(config.jwtSecret, config.accessTokenMinutes * 60),
    sessions: createSessionStore(options.database.db, config.jwtSecret, {
      idleSeconds: config.sessionIdleHours * 3600,
      maxSeconds: config.sessionMaxDays * 86400,
    }),
    passwords: createPasswordHasher(options.scrypt ?? OWASP_SCRYPT),
  });
  app.decorate('securityEvents', createSecurityEvents(app.db, app.log));
  await app.register(jobsPlugin, { checkEveryMs: options.jobCheckEveryMs });
  app.jobs.schedule(throttleCleanupJob(app.db));
  await app.register(backupPlugin, { adminToken: options.adminToken });
  await app.register(changesPlugin, { bus: options.changeBus ?? defaultChangeBus(app, options.database) });
  await app.register(uploadsPlugin, { storage: options.imageStorage });
  await app.register(catalogServices);
  await app.register(publicMenuCache, {
    maxBytes: config.menuCacheBytes,
    maxEntryBytes: Math.floor((config.menuCacheBytes * config.menuCacheEntryPercent) / 100),
    versionCheckMs: options.menuVersionCheckMs,
    now: options.now,
  });
  await app.register(visitsPlugin, { secret: config.jwtSecret });
  await app.register(tableServicePlugin, { secret: config.jwtSecret, heartbeatMs: options.liveHeartbeatMs });
  await app.register(menuLivePlugin);

  // Pass 2: the REST API under /api.
  await app.register(
    async (api) => {
      // Staff answers (lists of products, users, logs) compressed for phones on weak Wi-Fi: brotli at a fast
      // level, only above 1 KB. The public menu sends its own precompressed bytes and is left alone.
      await api.register(compress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
        zlibOptions: { level: 6 },
        // Request bodies stay as they are (no compressed uploads to unpack).
        globalDecompression: false,
      });
      await api.register(healthRoutes);
      const loginThrottle = options.loginThrottle ?? createDatabaseLoginThrottle(app.db);
      await api.register(authRoutes, { throttle: loginThrottle });
      await api.register(restaurantRoutes);
      await api.register(qrCodeRoutes);
      await api.register(accessLogRoutes);
      await api.register(visitRoutes);
      await api.register(catalogRoutes);
      await api.register(publicMenuRoutes);
      await api.register(menuLiveRoutes);
      await api.register(priceListRoutes);
      await api.register(complianceRoutes);
      await api.register(catalogIoRoutes);
      await api.register(hoursRoutes);
      await api.register(specialDayRoutes);
      await api.register(translationRoutes);
      await api.register(translationBulkRoutes);
      await api.register(userRoutes, { throttle: loginThrottle });
      await api.register(uploadRoutes);
      await api.register(tableServiceRoutes);
      await api.register(orderRoutes);
      await api.register(auditRoutes);
    },
    { prefix: API_PREFIX },
  );

  // The machine's own certificate authority, for staff tablets to trust (HTTPS=self-signed; not secret).
  const caCert = options.tls?.ca;
  if (caCert) {
    app.get('/menu-ca.crt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/x-x509-ca-cert')
        .header('content-disposition', 'attachment; filename="qr-menu-ca.crt"')
        .send(caCert),
    );
  }

  // Pass 3: uploads, static bundles and the SPA fallback.
  await app.register(uploadServing, {
    storage: app.imageStorage,
    legacyDir: path.join(config.dataDir, 'uploads', 'menu'),
  });
  const pages = createMenuPages(options.repoRoot ?? REPO_ROOT, app.log);
  await app.register(publicMenuPage, { pages });
  const spaFallback = await registerBundles(app, { repoRoot: options.repoRoot ?? REPO_ROOT });
  app.setNotFoundHandler(async (request, reply) => {
    if (await spaFallback(request, reply)) return reply;
    return sendError(reply, notFoundError(request));
  });

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const cors = corsHeadersWithoutOrigin(config.corsOrigins);
  const fastPath = createMenuFastPath({
    menus: app.publicMenu,
    pages,
    headers: { ...app.securityHeaders, ...cors.headers },
    vary: cors.varyOrigin ? 'Origin' : undefined,
    clientAddress: (
      (resolve) => (raw: Parameters<typeof resolve>[0]) =>
        addressKey(resolve(raw))
    )(rawClientAddressResolver(trustProxy)),
    countRateLimited: (route, key) =>
      app.countRateLimited(route === 'page' ? MENU_PAGE_ROUTE : `${API_PREFIX}${PUBLIC_MENU_ROUTE}`, key),
    menuHost: config.menuOrigin ? new URL(config.menuOrigin).host.toLowerCase() : null,
    closing: () => closing,
  });
  fast.path = fastPath;
  app.decorate('menuFastPath', fastPath);

  await app.ready();
  return app;
}
