// Builds the Fastify application from an injected configuration and database, so tests can use
// `app.inject` on a throwaway database. Everything is registered from the tables below, in passes: the root's
// plugins (cross-cutting ones, then each module's services, decorated once), each module's routes under /api,
// then uploads, the menu page, the static bundles and the SPA fallback. Each plugin names the plugins it needs
// (fastify-plugin `dependencies`), so an order that breaks one fails at start.
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { addressKey } from './http/address-key';
import type { DatabaseHandle } from './db/client';
import { createMemoryChangeBus, createPostgresChangeBus, type ChangeBus } from './changes/bus';
import changesPlugin from './changes/plugin';
import jobsPlugin from './jobs/plugin';
import type { LoginThrottle } from './auth/login-throttle';
import { createPasswordHasher, OWASP_SCRYPT, type ScryptParams } from './auth/password';
import signInPlugin from './auth/plugin';
import authRoutes from './auth/routes';
import { createSessionStore } from './auth/sessions';
import { createTokenService } from './auth/token';
import auditPlugin from './audit/plugin';
import auditRoutes from './audit/routes';
import backupPlugin from './backup/plugin';
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
import publicMenuPage, { createMenuPages, MENU_PAGE_ROUTE, type MenuPages } from './public-menus/page';
import publicMenuRoutes, { PUBLIC_MENU_ROUTE } from './public-menus/routes';
import priceListRoutes from './price-list/routes';
import complianceRoutes from './compliance/routes';
import catalogIoPlugin from './catalog-io/plugin';
import catalogIoRoutes from './catalog-io/routes';
import restaurantsPlugin from './restaurants/plugin';
import restaurantRoutes from './restaurants/routes';
import qrCodesPlugin from './qr-codes/plugin';
import qrCodeRoutes from './qr-codes/routes';
import accessLogsPlugin from './access-logs/plugin';
import accessLogRoutes from './access-logs/routes';
import catalogRoutes from './catalog';
import catalogServices from './catalog/services';
import hoursPlugin from './hours/plugin';
import hoursRoutes from './hours/routes';
import specialDaysPlugin from './special-days/plugin';
import specialDayRoutes from './special-days/routes';
import translationsPlugin from './translations/plugin';
import translationRoutes from './translations/routes';
import translationBulkRoutes from './translations/bulk-routes';
import usersPlugin from './users/plugin';
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

/** One registration on the root, in the order of the table it is in. */
type Registration = (app: FastifyInstance) => PromiseLike<unknown>;

/**
 * The root's plugins, in order. Cross-cutting first: the error shape (every later failure answers in it), the
 * database, metrics, then security headers and load shedding ahead of every route, the menu origin, the API
 * reference, cookies, authentication and the cluster jobs. Then each module's services, decorated once on the
 * root (fastify-plugin) so the routes, the other modules and the fast path use the same ones.
 */
function rootPlugins(options: BuildAppOptions): Registration[] {
  const { config, database } = options;
  return [
    (app) => app.register(errorHandler),
    (app) => app.register(textGuard),
    (app) => app.register(databasePlugin, { handle: database, config }),
    (app) => app.register(metricsPlugin),
    (app) => app.register(securityPlugin, { loadShedding: options.loadShedding }),
    (app) => app.register(menuOriginPlugin),
    (app) => app.register(docsPlugin),
    (app) => app.register(cookie),
    (app) =>
      app.register(authPlugin, {
        tokens: createTokenService(config.jwtSecret, config.accessTokenMinutes * 60),
        sessions: createSessionStore(database.db, config.jwtSecret, {
          idleSeconds: config.sessionIdleHours * 3600,
          maxSeconds: config.sessionMaxDays * 86400,
        }),
        passwords: createPasswordHasher(options.scrypt ?? OWASP_SCRYPT),
      }),
    (app) => app.register(jobsPlugin, { checkEveryMs: options.jobCheckEveryMs }),
    (app) => app.register(auditPlugin),
    (app) => app.register(signInPlugin, { throttle: options.loginThrottle }),
    (app) => app.register(backupPlugin, { adminToken: options.adminToken }),
    (app) => app.register(changesPlugin, { bus: options.changeBus ?? defaultChangeBus(app, database) }),
    (app) => app.register(uploadsPlugin, { storage: options.imageStorage }),
    (app) => app.register(catalogServices),
    (app) =>
      app.register(publicMenuCache, {
        maxBytes: config.menuCacheBytes,
        maxEntryBytes: Math.floor((config.menuCacheBytes * config.menuCacheEntryPercent) / 100),
        versionCheckMs: options.menuVersionCheckMs,
        now: options.now,
      }),
    (app) => app.register(visitsPlugin, { secret: config.jwtSecret }),
    (app) => app.register(tableServicePlugin, { secret: config.jwtSecret, heartbeatMs: options.liveHeartbeatMs }),
    (app) => app.register(menuLivePlugin),
    (app) => app.register(restaurantsPlugin),
    (app) => app.register(qrCodesPlugin),
    (app) => app.register(accessLogsPlugin),
    (app) => app.register(catalogIoPlugin),
    (app) => app.register(hoursPlugin),
    (app) => app.register(specialDaysPlugin),
    (app) => app.register(translationsPlugin),
    (app) => app.register(usersPlugin),
  ];
}

/** Each module's routes under /api, in the order of the OpenAPI reference; their services are the root's. */
const API_ROUTES = [
  healthRoutes,
  authRoutes,
  restaurantRoutes,
  qrCodeRoutes,
  accessLogRoutes,
  visitRoutes,
  catalogRoutes,
  publicMenuRoutes,
  menuLiveRoutes,
  priceListRoutes,
  complianceRoutes,
  catalogIoRoutes,
  hoursRoutes,
  specialDayRoutes,
  translationRoutes,
  translationBulkRoutes,
  userRoutes,
  uploadRoutes,
  tableServiceRoutes,
  orderRoutes,
  auditRoutes,
];

/** The REST API under /api. */
async function apiRoutes(api: FastifyInstance) {
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
  for (const routes of API_ROUTES) await api.register(routes);
}

/** The machine's certificate authority, uploads, the menu page, static bundles and the SPA fallback. */
async function registerFiles(app: FastifyInstance, options: BuildAppOptions, pages: MenuPages) {
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
  await app.register(uploadServing, {
    storage: app.imageStorage,
    legacyDir: path.join(options.config.dataDir, 'uploads', 'menu'),
  });
  await app.register(publicMenuPage, { pages });
  const spaFallback = await registerBundles(app, { repoRoot: options.repoRoot ?? REPO_ROOT });
  app.setNotFoundHandler(async (request, reply) => {
    if (await spaFallback(request, reply)) return reply;
    return sendError(reply, notFoundError(request));
  });
}

/** The menu's fast path over the app's cached menus, headers, rate limits and shutdown. */
function menuFastPath(app: FastifyInstance, config: Config, pages: MenuPages): MenuFastPath {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const cors = corsHeadersWithoutOrigin(config.corsOrigins);
  const resolve = rawClientAddressResolver(trustProxyOption(config.trustProxy));
  return createMenuFastPath({
    menus: app.publicMenu,
    pages,
    headers: { ...app.securityHeaders, ...cors.headers },
    vary: cors.varyOrigin ? 'Origin' : undefined,
    clientAddress: (raw) => addressKey(resolve(raw)),
    countRateLimited: (route, key) =>
      app.countRateLimited(route === 'page' ? MENU_PAGE_ROUTE : `${API_PREFIX}${PUBLIC_MENU_ROUTE}`, key),
    menuHost: config.menuOrigin ? new URL(config.menuOrigin).host.toLowerCase() : null,
    closing: () => closing,
  });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Set once the app is ready; the server exists before that.
  const fast: { path?: MenuFastPath } = {};
  const serverOptions: FastifyServerOptions = {
    serverFactory: serverWithFastPath(() => fast.path, options.tls),
    logger: options.logger ?? false,
    // The spec calls both /api/Categories and /api/categories.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    // A URL Fastify cannot decode, or a path parameter past maxParamLength: the API's error shape too.
    frameworkErrors,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  for (const register of rootPlugins(options)) await register(app);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  const pages = createMenuPages(options.repoRoot ?? REPO_ROOT, app.log);
  await registerFiles(app, options, pages);

  fast.path = menuFastPath(app, config, pages);
  app.decorate('menuFastPath', fast.path);

  await app.ready();
  return app;
}
