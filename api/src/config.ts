// The API's environment, parsed once at start-up; every problem is listed in one readable message.
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LIVE_STREAMS_PER_ADDRESS, MIN_PASSWORD_LENGTH, REMOTE_NAMES } from '@menu/shared/contract';
import { REPO_ROOT } from './paths';
import { DEFAULT_TABLE_FILE_LIMITS, type TableFileLimits } from './table-files/limits';
import { isCommonPassword } from './users/common-passwords';

/** Bounds of one restaurant's catalogue (catalog/bounds.ts enforces them). */
export interface CatalogBounds {
  products: number;
  variants: number;
  addons: number;
  translations: number;
  /** UTF-8 bytes of names, descriptions, ingredients and translated texts together. */
  textBytes: number;
}
export const DEFAULT_CATALOG_BOUNDS: CatalogBounds = {
  products: 2000,
  variants: 10_000,
  addons: 5000,
  translations: 20_000,
  textBytes: 8 * 1024 * 1024,
};

/** The portal's remotes, from their one declaration (@menu/shared's remotes.json); REMOTE_<NAME>_URL overrides each. */
export { REMOTE_NAMES } from '@menu/shared/contract';
export type RemoteName = string;
const remoteUrlSetting = (name: string) => `REMOTE_${name.toUpperCase()}_URL`;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const optionalUrl = (name: string) =>
  optionalString.refine(
    (v) => v === undefined || /^https?:\/\/[^\s]+$/i.test(v) || v.startsWith('/'),
    `${name} must be an http(s) URL or a path starting with /`,
  );

/** true/false, or undefined when not set (the default depends on other settings). */
const bool = optionalString.transform((v, ctx) => {
  if (v === undefined) return undefined;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  ctx.addIssue({ code: 'custom', message: 'must be true or false' });
  return z.NEVER;
});

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For is believed, as a comma list of addresses or CIDR ranges
 * ('10.0.0.5', '10.0.0.0/8', 'fd00::/8', 'loopback'...). `true` (believe any sender) and a hop count let a client
 * that reaches the API directly choose its own address; they stay for development and are refused in
 * production (checked in loadConfig, which knows whether this is production).
 */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const kind = isIP(address);
  if (!kind || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128);
}
/**
 * A range wider than /8 (IPv4) or /32 (IPv6): trusting it means trusting nearly anyone. IPv6's private ranges
 * (unique local fc00::/7, link-local fe80::/10) are no one's on the internet, so a proxy network there may be wide.
 */
function isCatchAllRange(entry: string): boolean {
  const [address, text] = entry.split('/');
  if (text === undefined) return false;
  const bits = Number(text);
  if (isIP(address) === 4) return bits < 8;
  const first = parseInt(address.split(':')[0] || '0', 16);
  const privateRange = (bits >= 7 && (first & 0xfe00) === 0xfc00) || (bits >= 10 && (first & 0xffc0) === 0xfe80);
  return bits < 32 && !privateRange;
}
const trustProxy = optionalString.transform((v, ctx): boolean | number | string[] => {
  if (v === undefined || /^(0|false|no|off)$/i.test(v)) return false;
  if (/^(true|yes|on)$/i.test(v)) return true;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isProxyAddress(e));
  if (wrong.length) {
    ctx.addIssue({
      code: 'custom',
      message: `must list your proxies' IP addresses or CIDR ranges (for example 10.0.0.5,10.1.0.0/16); not an address: ${wrong.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
});

const wholeNumber = (name: string, fallback: number, min: number, max: number) =>
  optionalString.transform((v, ctx) => {
    if (v === undefined) return fallback;
    if (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max) return Number(v);
    ctx.addIssue({ code: 'custom', message: `must be a whole number (${min}-${max})` });
    return z.NEVER;
  });

/** A password given through the environment obeys the same policy as one typed in the portal. */
const passwordSetting = optionalString
  .refine(
    (v) => v === undefined || v.length >= MIN_PASSWORD_LENGTH,
    `must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  )
  .refine(
    (v) => v === undefined || v.length < MIN_PASSWORD_LENGTH || !isCommonPassword(v),
    'is a common or breached password; choose another',
  );

const EnvSchema = z.object({
  PORT: optionalString.transform((v, ctx) => {
    if (v === undefined) return 8080;
    const n = Number(v);
    if (/^\d+$/.test(v) && n <= 65535) return n;
    ctx.addIssue({ code: 'custom', message: 'must be a port number (0-65535)' });
    return z.NEVER;
  }),
  HOST: optionalString.transform((v) => v ?? '127.0.0.1'),
  DATA_DIR: optionalString.transform((v) => path.resolve(REPO_ROOT, v ?? 'data')),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//i.test(v),
    'must start with postgres:// or postgresql://',
  ),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters long'),
  SUPERADMIN_USERNAME: optionalString
    .transform((v) => v ?? 'superadmin')
    .refine((v) => /^[\p{L}\p{N}._-]{1,50}$/u.test(v), 'may contain only letters, digits, dot, - and _ (at most 50)'),
  SUPERADMIN_PASSWORD: passwordSetting,
  NODE_ENV: optionalString,
  DEMO_DATA: bool,
  DEMO_PASSWORD: passwordSetting,
  MENU_PUBLIC_URL: optionalUrl('MENU_PUBLIC_URL'),
  MENU_ORIGIN: optionalString.refine(
    (v) => v === undefined || /^https?:\/\/[^/\s?#]+$/i.test(v.replace(/\/$/, '')),
    'must be an origin such as https://menu.example.com (scheme and host, no path)',
  ),
  API_PUBLIC_URL: optionalUrl('API_PUBLIC_URL'),
  CORS_ORIGINS: optionalString.transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim().replace(/\/$/, ''))
          .filter(Boolean)
      : [],
  ),
  TRUST_PROXY: trustProxy,
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlSetting(name), optionalUrl(remoteUrlSetting(name))])),
  VISIT_CAP_PER_IP: wholeNumber('VISIT_CAP_PER_IP', 30, 0, 1_000_000),
  VISIT_CAP_WINDOW_MINUTES: wholeNumber('VISIT_CAP_WINDOW_MINUTES', 10, 1, 1440),
  VISIT_BATCH_MS: wholeNumber('VISIT_BATCH_MS', 2, 0, 1000),
  LIVE_STREAMS_PER_ADDRESS: wholeNumber('LIVE_STREAMS_PER_ADDRESS', DEFAULT_LIVE_STREAMS_PER_ADDRESS, 1, 1_000_000),
  ACCESS_TOKEN_MINUTES: wholeNumber('ACCESS_TOKEN_MINUTES', 15, 1, 15),
  SESSION_IDLE_HOURS: wholeNumber('SESSION_IDLE_HOURS', 12, 1, 720),
  SESSION_MAX_DAYS: wholeNumber('SESSION_MAX_DAYS', 7, 1, 90),
  ACCESS_LOG_IP_RETENTION_DAYS: wholeNumber('ACCESS_LOG_IP_RETENTION_DAYS', 30, 1, 3650),
  VISIT_RETENTION_DAYS: wholeNumber('VISIT_RETENTION_DAYS', 400, 1, 3650),
  AUDIT_RETENTION_DAYS: wholeNumber('AUDIT_RETENTION_DAYS', 730, 1, 36500),
  METRICS_ALLOW: optionalString.transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : ['loopback'],
  ),
  METRICS_TOKEN: optionalString,
  BACKUP_DIR: optionalString,
  BACKUP_EVERY_HOURS: wholeNumber('BACKUP_EVERY_HOURS', 24, 0, 8760),
  BACKUP_KEEP: wholeNumber('BACKUP_KEEP', 7, 1, 1000),
  IMAGE_QUOTA_COUNT: wholeNumber('IMAGE_QUOTA_COUNT', 500, 1, 1_000_000),
  IMAGE_QUOTA_MB: wholeNumber('IMAGE_QUOTA_MB', 200, 1, 1_000_000),
  WORKERS: optionalString.transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 64) return Number(v);
    ctx.addIssue({ code: 'custom', message: 'must be a whole number of worker processes (1-64)' });
    return z.NEVER;
  }),
  IMPORT_MAX_FILE_MB: wholeNumber('IMPORT_MAX_FILE_MB', DEFAULT_TABLE_FILE_LIMITS.maxFileBytes / 1024 / 1024, 1, 100),
  IMPORT_MAX_ROWS: wholeNumber('IMPORT_MAX_ROWS', DEFAULT_TABLE_FILE_LIMITS.maxRows, 1, 1_000_000),
  IMPORT_MAX_COLUMNS: wholeNumber('IMPORT_MAX_COLUMNS', DEFAULT_TABLE_FILE_LIMITS.maxColumns, 30, 16_384),
  IMPORT_MAX_CELL_CHARS: wholeNumber('IMPORT_MAX_CELL_CHARS', DEFAULT_TABLE_FILE_LIMITS.maxCellChars, 100, 1_000_000),
  IMPORT_MAX_UNCOMPRESSED_MB: wholeNumber(
    'IMPORT_MAX_UNCOMPRESSED_MB',
    DEFAULT_TABLE_FILE_LIMITS.maxUncompressedBytes / 1024 / 1024,
    1,
    4096,
  ),
  IMPORT_MAX_ZIP_RATIO: wholeNumber('IMPORT_MAX_ZIP_RATIO', DEFAULT_TABLE_FILE_LIMITS.maxCompressionRatio, 10, 10_000),
  IMPORT_MAX_ZIP_ENTRIES: wholeNumber('IMPORT_MAX_ZIP_ENTRIES', DEFAULT_TABLE_FILE_LIMITS.maxEntries, 10, 100_000),
  HTTPS: optionalString.transform((v, ctx) => {
    if (v === undefined || /^(0|false|no|off)$/i.test(v)) return 'off' as const;
    if (v === 'self-signed') return 'self-signed' as const;
    ctx.addIssue({
      code: 'custom',
      message: "must be 'self-signed' (a certificate made on this machine for staff tablets on its network) or off",
    });
    return z.NEVER;
  }),
  MENU_CACHE_ENTRY_PERCENT: wholeNumber('MENU_CACHE_ENTRY_PERCENT', 25, 1, 100),
  CATALOG_MAX_PRODUCTS: wholeNumber('CATALOG_MAX_PRODUCTS', DEFAULT_CATALOG_BOUNDS.products, 1, 1_000_000),
  CATALOG_MAX_VARIANTS: wholeNumber('CATALOG_MAX_VARIANTS', DEFAULT_CATALOG_BOUNDS.variants, 1, 1_000_000),
  CATALOG_MAX_ADDONS: wholeNumber('CATALOG_MAX_ADDONS', DEFAULT_CATALOG_BOUNDS.addons, 1, 1_000_000),
  CATALOG_MAX_TRANSLATIONS: wholeNumber('CATALOG_MAX_TRANSLATIONS', DEFAULT_CATALOG_BOUNDS.translations, 1, 10_000_000),
  CATALOG_MAX_TEXT_KB: wholeNumber('CATALOG_MAX_TEXT_KB', DEFAULT_CATALOG_BOUNDS.textBytes / 1024, 1, 1_048_576),
  MENU_CACHE_MB: optionalString.transform((v, ctx) => {
    if (v === undefined) return 64;
    if (/^\d+$/.test(v) && Number(v) <= 65536) return Number(v);
    ctx.addIssue({ code: 'custom', message: 'must be a whole number of megabytes (0-65536)' });
    return z.NEVER;
  }),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Undefined until `ensureJwtSecret` reads or creates DATA_DIR/jwt-secret. */
  jwtSecret: string | undefined;
  superAdminUsername: string;
  superAdminPassword: string | undefined;
  /** NODE_ENV=production or DATABASE_URL set: TRUST_PROXY must list addresses, demo data is off by default. */
  production: boolean;
  demoData: boolean;
  demoPassword: string | undefined;
  menuPublicUrl: string;
  /** MENU_ORIGIN: the origin that serves only the diner's menu (plugins/menu-origin.ts); undefined: one origin. */
  menuOrigin: string | undefined;
  apiPublicUrl: string;
  corsOrigins: string[];
  trustProxy: boolean | number | string[];
  /** Remote name -> manifest URL override (REMOTE_<NAME>_URL). */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** Diners' IPs older than this many days are truncated (last IPv4 octet, IPv6 to /64). */
  accessLogIpRetentionDays: number;
  /** Visits older than this many days are deleted (VISIT_RETENTION_DAYS, default 400). */
  visitRetentionDays: number;
  /** Rows of the change trail older than this many days are deleted (AUDIT_RETENTION_DAYS, default 730). */
  auditRetentionDays: number;
  /** Who may read GET /metrics: addresses or CIDR ranges ('loopback' by default), or a bearer METRICS_TOKEN. */
  metricsAllow: string[];
  metricsToken: string | undefined;
  /** Embedded database backups: folder (default DATA_DIR/backups), period in hours (0: none), how many kept. */
  backupDir: string;
  backupEveryHours: number;
  backupKeep: number;
  /** Uploaded images (originals) per restaurant, and their megabytes (IMAGE_QUOTA_COUNT, IMAGE_QUOTA_MB). */
  imageQuotaCount: number;
  imageQuotaMb: number;
  /** Visits recorded per client address and restaurant within `visitCapWindowMinutes`; 0: no cap. */
  visitCapPerIp: number;
  visitCapWindowMinutes: number;
  /** Group commit: how long the first visit of a batch waits for others before the batch is written. */
  visitBatchMs: number;
  /** Open live menu streams per client address (IPv6: per /64) on one instance (LIVE_STREAMS_PER_ADDRESS). */
  liveStreamsPerAddress: number;
  /** Bound of each instance's public-menu cache, in bytes (MENU_CACHE_MB). */
  menuCacheBytes: number;
  /** The largest share of that bound one restaurant's menu may take; a larger one is not cached (MENU_CACHE_ENTRY_PERCENT). */
  menuCacheEntryPercent: number;
  /** Bounds of each restaurant's catalogue (CATALOG_MAX_*): a write past one is refused with 413. */
  catalogBounds: CatalogBounds;
  /**
   * Worker processes of this server (WORKERS, node:cluster): on PostgreSQL one per core unless set; on PGlite
   * always one (it is one process's database).
   */
  workers: number;
  /** 'self-signed': serve HTTPS with a certificate made on first start in DATA_DIR/tls (the embedded setup's tablets). */
  https: 'off' | 'self-signed';
  /** Bounds of an uploaded table (catalog import): file, rows, columns, cells and an XLSX's ZIP (IMPORT_*). */
  importLimits: TableFileLimits;
  /** Lifetime of an access token (at most 15 minutes). */
  accessTokenMinutes: number;
  /** A sign-in session not refreshed for this long ends. */
  sessionIdleHours: number;
  /** A sign-in session ends this long after sign-in, however active. */
  sessionMaxDays: number;
}

export class ConfigError extends Error {
  constructor(
    public readonly problems: string[],
    heading = 'Invalid environment',
  ) {
    super(`${heading}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const e = parsed.data;
  // Production: NODE_ENV=production, or a PostgreSQL database (DATABASE_URL) rather than the embedded one.
  const production = e.NODE_ENV === 'production' || Boolean(e.DATABASE_URL);
  const problems: string[] = [];
  if (production && (e.TRUST_PROXY === true || typeof e.TRUST_PROXY === 'number')) {
    problems.push(
      `TRUST_PROXY: '${env.TRUST_PROXY?.trim()}' would let any client that reaches the API choose its own address (in logs, throttles and rate limits); ` +
        "in production list your proxies' IP addresses or CIDR ranges instead (for example TRUST_PROXY=10.0.0.0/8)",
    );
  }
  const catchAll = Array.isArray(e.TRUST_PROXY) ? e.TRUST_PROXY.filter(isCatchAllRange) : [];
  if (production && catchAll.length) {
    problems.push(
      `TRUST_PROXY: ${catchAll.join(', ')} covers a large part of the internet, which is the same as 'true' (any client could choose its own address); ` +
        "in production list only your proxies' addresses or ranges (IPv4 /8 or narrower, IPv6 /32 or narrower)",
    );
  }
  if (problems.length) throw new ConfigError(problems);
  if (e.WORKERS !== undefined && e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError([
      `WORKERS: ${e.WORKERS} worker processes need DATABASE_URL (PostgreSQL); the embedded PGlite database is one process's`,
    ]);
  }
  const local = `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    superAdminUsername: e.SUPERADMIN_USERNAME,
    superAdminPassword: e.SUPERADMIN_PASSWORD,
    production,
    // A production database starts empty unless demo data is asked for by name.
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    demoPassword: e.DEMO_PASSWORD,
    menuOrigin: e.MENU_ORIGIN ? new URL(e.MENU_ORIGIN).origin : undefined,
    menuPublicUrl: (e.MENU_PUBLIC_URL ?? (e.MENU_ORIGIN ? new URL(e.MENU_ORIGIN).origin : local)).replace(/\/$/, ''),
    apiPublicUrl: (e.API_PUBLIC_URL ?? local).replace(/\/$/, ''),
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    remoteUrls: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, (e as Record<string, unknown>)[remoteUrlSetting(name)] as string | undefined]),
    ),
    accessLogIpRetentionDays: e.ACCESS_LOG_IP_RETENTION_DAYS,
    visitRetentionDays: e.VISIT_RETENTION_DAYS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    metricsAllow: e.METRICS_ALLOW,
    metricsToken: e.METRICS_TOKEN,
    backupDir: e.BACKUP_DIR ? path.resolve(REPO_ROOT, e.BACKUP_DIR) : path.join(e.DATA_DIR, 'backups'),
    backupEveryHours: e.BACKUP_EVERY_HOURS,
    backupKeep: e.BACKUP_KEEP,
    imageQuotaCount: e.IMAGE_QUOTA_COUNT,
    imageQuotaMb: e.IMAGE_QUOTA_MB,
    visitCapPerIp: e.VISIT_CAP_PER_IP,
    visitCapWindowMinutes: e.VISIT_CAP_WINDOW_MINUTES,
    visitBatchMs: e.VISIT_BATCH_MS,
    liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
    menuCacheBytes: e.MENU_CACHE_MB * 1024 * 1024,
    menuCacheEntryPercent: e.MENU_CACHE_ENTRY_PERCENT,
    catalogBounds: {
      products: e.CATALOG_MAX_PRODUCTS,
      variants: e.CATALOG_MAX_VARIANTS,
      addons: e.CATALOG_MAX_ADDONS,
      translations: e.CATALOG_MAX_TRANSLATIONS,
      textBytes: e.CATALOG_MAX_TEXT_KB * 1024,
    },
    workers: e.WORKERS ?? (e.DATABASE_URL ? os.availableParallelism() : 1),
    https: e.HTTPS,
    importLimits: {
      maxFileBytes: e.IMPORT_MAX_FILE_MB * 1024 * 1024,
      maxRows: e.IMPORT_MAX_ROWS,
      maxColumns: e.IMPORT_MAX_COLUMNS,
      maxCellChars: e.IMPORT_MAX_CELL_CHARS,
      maxUncompressedBytes: e.IMPORT_MAX_UNCOMPRESSED_MB * 1024 * 1024,
      maxCompressionRatio: e.IMPORT_MAX_ZIP_RATIO,
      maxEntries: e.IMPORT_MAX_ZIP_ENTRIES,
    },
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    sessionIdleHours: e.SESSION_IDLE_HOURS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
  };
}
