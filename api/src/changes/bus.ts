// The change bus: after a write commits, its service announces which restaurants it touched, and every API
// instance drops what it cached of them. On PGlite (one process) the bus is in-process; on PostgreSQL it is
// LISTEN/NOTIFY on one dedicated connection per instance, in the manner of pg-listen and Graphile Worker:
// the connection reconnects with exponential backoff and jitter, a heartbeat query finds a connection that
// died silently, and after every (re)connection listeners are told that everything may have changed,
// because notifications sent while it was away are lost. The payload names restaurants, never data.
import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';
import { CHANGE_TOPICS, type ChangeTopic } from '@menu/shared/contract';

/**
 * What changed of the restaurants (typed topics of @menu/shared/contract): their menu's records, their table
 * QR codes (not part of a menu), or their table service (calls), which the live streams read and fan out.
 */
export type { ChangeTopic };
const TOPICS: readonly ChangeTopic[] = CHANGE_TOPICS;

export type ChangeEvent =
  /** These restaurants' records of `topic` changed. */
  | { kind: 'restaurants'; restaurantIds: number[]; topic: ChangeTopic }
  /** Uploaded images deleted (their responsive copies with them): no instance may serve them any more. */
  | { kind: 'images'; keys: string[] }
  /** Anything may have changed (announcements may have been missed): drop everything. */
  | { kind: 'all'; reason: string };

export type ChangeListener = (event: ChangeEvent) => void;

export interface ChangeBusStats {
  transport: 'memory' | 'postgres';
  /** Whether announcements from other instances can arrive right now. */
  listening: boolean;
  /** Connections re-established after a loss (each one dropped every cached menu). */
  reconnects: number;
  published: number;
  received: number;
}

export interface ChangeBus {
  /**
   * Call after the write committed: this instance's listeners hear it before the promise settles (so the
   * writer's next read is fresh), the other instances a moment later. Never rejects: the write is done, and a
   * lost announcement is caught by the menu version check.
   */
  publish(restaurantIds: Iterable<number | null | undefined>, topic?: ChangeTopic): Promise<void>;
  /** Call after images were deleted: every instance drops them from its image cache. Never rejects. */
  publishDeletedImages(keys: string[]): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  /** Resolves after the first attempt to start listening (later attempts continue in the background). */
  start(): Promise<void>;
  close(): Promise<void>;
  stats(): ChangeBusStats;
}

/** A service's handle on the bus: announce, after commit, the restaurants a write touched. */
export type AnnounceChanges = (restaurantIds: Array<number | null | undefined>, topic?: ChangeTopic) => Promise<void>;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
const silent: Log = { info: () => undefined, warn: () => undefined };

function uniqueIds(ids: Iterable<number | null | undefined>): number[] {
  const out = new Set<number>();
  for (const id of ids) if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) out.add(id);
  return [...out];
}

function listenerSet(log: Log) {
  const listeners = new Set<ChangeListener>();
  return {
    add(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event: ChangeEvent) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          log.warn({ err: error }, 'change listener failed');
        }
      }
    },
  };
}

/** PGlite: one process, so announcing is calling the listeners. */
export function createMemoryChangeBus(): ChangeBus {
  const listeners = listenerSet(silent);
  let published = 0;
  return {
    async publish(restaurantIds, topic = 'menu') {
      const ids = uniqueIds(restaurantIds);
      if (!ids.length) return;
      published += 1;
      listeners.emit({ kind: 'restaurants', restaurantIds: ids, topic });
    },
    async publishDeletedImages(keys) {
      if (!keys.length) return;
      published += 1;
      listeners.emit({ kind: 'images', keys: [...keys] });
    },
    subscribe: (listener) => listeners.add(listener),
    start: async () => undefined,
    close: async () => undefined,
    stats: () => ({ transport: 'memory', listening: true, reconnects: 0, published, received: 0 }),
  };
}

export interface PostgresChangeBusOptions {
  /** For the dedicated listening connection. */
  connectionString: string;
  /** Sends one notification through the application's pool (publishing needs no extra connection). */
  notify(channel: string, payload: string): Promise<void>;
  channel?: string;
  /** How the listening connection shows in pg_stat_activity. */
  applicationName?: string;
  log?: Log;
  /** First reconnect delay and its ceiling (doubled per failed attempt, with jitter). */
  backoff?: { initialMs: number; maxMs: number };
  /** How often the listening connection is asked `select 1`; no answer within `timeoutMs` counts as lost. */
  heartbeat?: { intervalMs: number; timeoutMs: number };
}

export const CHANGE_CHANNEL = 'menu_changes';
/** NOTIFY payloads must stay under 8000 bytes: large announcements go out in chunks of this many ids. */
const IDS_PER_NOTIFICATION = 500;
/** The same for image keys (at most about 100 characters each). */
const KEYS_PER_NOTIFICATION = 40;
const imageKeys = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((k): k is string => typeof k === 'string' && k.length > 0 && k.length <= 300)
    : [];

/** The announcement a notification carries, or null (malformed, or this instance's own: heard already). */
function decodeNotification(payload: string, origin: string): ChangeEvent | null {
  let message: { o?: unknown; r?: unknown; t?: unknown; k?: unknown };
  try {
    message = JSON.parse(payload);
  } catch {
    return null;
  }
  if (message.o === origin) return null;
  const keys = imageKeys(message.k);
  if (keys.length) return { kind: 'images', keys };
  if (!Array.isArray(message.r)) return null;
  const ids = uniqueIds(message.r as number[]);
  const topic = TOPICS.find((t) => t === message.t) ?? 'menu';
  if (!ids.length) return null;
  return { kind: 'restaurants', restaurantIds: ids, topic };
}

/** Sends `items` in notifications of at most `size` each; a chunk that fails is logged, the rest still go. */
async function notifyInChunks<T>(
  items: T[],
  size: number,
  send: (chunk: T[]) => Promise<void>,
  failed: (error: unknown) => void,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    try {
      await send(items.slice(i, i + size));
    } catch (error) {
      failed(error);
    }
  }
}

interface ListenerSettings {
  connectionString: string;
  applicationName: string;
  channel: string;
  log: Log;
  backoff: { initialMs: number; maxMs: number };
  heartbeat: { intervalMs: number; timeoutMs: number };
}

interface ListenerHandlers {
  notification(payload: string): void;
  /** Listening (again): `reconnected` after a connection was lost, not on the first. */
  connected(reconnected: boolean): void;
}

/**
 * The dedicated LISTEN connection: connects, reconnects with exponential backoff and jitter after a loss, and asks
 * `select 1` every heartbeat interval to find a connection that died silently.
 */
function createListener(settings: ListenerSettings, handlers: ListenerHandlers) {
  const { backoff, heartbeat, log } = settings;
  let client: Client | null = null;
  let closed = false;
  let failures = 0;
  let connections = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;

  function scheduleConnect() {
    if (closed || retryTimer) return;
    const delay = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(failures, 20)) * (0.5 + Math.random() / 2);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  function lost(lostClient: Client, error: unknown) {
    if (client !== lostClient) return;
    client = null;
    clearInterval(heartbeatTimer);
    lostClient.removeAllListeners('notification');
    lostClient.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error }, 'change bus: listening connection lost, reconnecting');
    scheduleConnect();
  }

  async function open(): Promise<Client | null> {
    const { Client: PgClient } = await import('pg');
    const next = new PgClient({
      connectionString: settings.connectionString,
      application_name: settings.applicationName,
      keepAlive: true,
      connectionTimeoutMillis: heartbeat.timeoutMs,
      query_timeout: heartbeat.timeoutMs,
    });
    // Attached before connecting: an error on an unlistened client would end the process.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel === settings.channel && message.payload) handlers.notification(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${settings.channel}`);
      return next;
    } catch (error) {
      next.removeAllListeners('notification');
      next.end().catch(() => undefined);
      if (!closed) {
        if (failures === 0) log.warn({ err: error }, 'change bus: cannot listen yet, retrying');
        scheduleConnect();
      }
      return null;
    }
  }

  async function connect(): Promise<void> {
    if (closed || client) return;
    const next = await open();
    if (!next) return;
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    connections += 1;
    handlers.connected(connections > 1);
    heartbeatTimer = setInterval(() => {
      next.query('select 1').catch((error) => lost(next, error));
    }, heartbeat.intervalMs);
    heartbeatTimer.unref();
  }

  return {
    start: () => connect(),
    listening: () => client !== null,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeatTimer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('notification');
        await current.end().catch(() => undefined);
      }
    },
  };
}

export function createPostgresChangeBus(options: PostgresChangeBusOptions): ChangeBus {
  const channel = options.channel ?? CHANGE_CHANNEL;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  const log = options.log ?? silent;
  // Our own notifications come back to us; they were delivered locally already.
  const origin = randomBytes(9).toString('base64url');
  const listeners = listenerSet(log);
  const counts = { reconnects: 0, published: 0, received: 0 };

  const connection = createListener(
    {
      connectionString: options.connectionString,
      applicationName: options.applicationName ?? 'qr-menu-changes',
      channel,
      log,
      backoff: options.backoff ?? { initialMs: 200, maxMs: 10_000 },
      heartbeat: options.heartbeat ?? { intervalMs: 10_000, timeoutMs: 5_000 },
    },
    {
      notification(payload) {
        const event = decodeNotification(payload, origin);
        if (!event) return;
        counts.received += 1;
        listeners.emit(event);
      },
      connected(reconnected) {
        if (reconnected) {
          counts.reconnects += 1;
          log.info({ reconnects: counts.reconnects }, 'change bus: listening again; every cached menu is dropped');
        }
        // Also on the first connection: anything cached before it (a slow start) may have missed an announcement.
        listeners.emit({ kind: 'all', reason: reconnected ? 'reconnected' : 'connected' });
      },
    },
  );

  return {
    async publish(restaurantIds, topic = 'menu') {
      const ids = uniqueIds(restaurantIds);
      if (!ids.length) return;
      counts.published += 1;
      listeners.emit({ kind: 'restaurants', restaurantIds: ids, topic });
      await notifyInChunks(
        ids,
        IDS_PER_NOTIFICATION,
        (r) => options.notify(channel, JSON.stringify({ o: origin, t: topic, r })),
        (error) =>
          log.warn({ err: error }, 'change bus: announcement not sent; other instances catch up by the version check'),
      );
    },
    async publishDeletedImages(keys) {
      if (!keys.length) return;
      counts.published += 1;
      listeners.emit({ kind: 'images', keys: [...keys] });
      await notifyInChunks(
        keys,
        KEYS_PER_NOTIFICATION,
        (k) => options.notify(channel, JSON.stringify({ o: origin, k })),
        (error) =>
          log.warn(
            { err: error },
            'change bus: image deletion not sent; other instances serve it until their cache drops it',
          ),
      );
    },
    subscribe: (listener) => listeners.add(listener),
    start: () => connection.start(),
    close: () => connection.close(),
    stats: () => ({ transport: 'postgres', listening: connection.listening(), ...counts }),
  };
}
