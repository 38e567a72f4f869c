// The live channel of one API instance: the staff streams open here (text/event-stream), grouped by restaurant.
// A change announced on the bus ('table-service', from this instance or another) makes the hub read that
// restaurant's changes from the database ONCE and write them to every stream of the restaurant open here:
// no query per connection per event. Event ids are the rows' event_id (a database sequence), so they mean the
// same on every instance and a reconnect's Last-Event-ID replays from the database. The stream names its
// events (`call` now; orders and the public menu later) and is fed by whatever producer is registered.
import type { ServerResponse } from 'node:http';
import { SERVICE_HEARTBEAT_SECONDS, SERVICE_REPLAY_MINUTES, type ServiceEventName } from '@menu/shared/contract';
import type { ChangeBus, ChangeTopic } from '../changes/bus';

/** One event of a stream: its id (stable across instances), name and record. */
export interface LiveEvent {
  id: number;
  name: ServiceEventName;
  data: unknown;
}

/** Where a topic's events come from: the changes of one restaurant after an event id (oldest first). */
export interface LiveSource {
  topic: ChangeTopic;
  /** Changes after `afterId`, plus those of the last `recentMs` (see `RECENT_MS`); none older than `maxAgeMinutes`. */
  changes(
    restaurantId: number,
    afterId: number,
    options: { recentMs?: number; maxAgeMinutes: number },
  ): Promise<LiveEvent[]>;
  lastId(restaurantId: number): Promise<number>;
}

/**
 * Event numbers are taken when a write starts and seen when it commits, so a change can become visible after
 * one with a higher number. Each read also takes what changed in this window, and drops what was sent already.
 */
const RECENT_MS = 5000;
/** A stream whose client reads slower than this much pending output is closed (the client reconnects). */
const MAX_PENDING_BYTES = 1024 * 1024;

interface Stream {
  raw: ServerResponse;
  closesAt: number;
}

interface RestaurantChannel {
  streams: Set<Stream>;
  cursor: number;
  /** Event ids sent lately, with when: the window's repeats are dropped. */
  sent: Map<number, number>;
  reading: Promise<void> | null;
  again: boolean;
}

export interface LiveHubStats {
  streams: number;
  restaurants: number;
  /** Database reads made to fan out changes (one per announced change per restaurant with streams here). */
  reads: number;
  events: number;
}

export interface LiveHubOptions {
  heartbeatMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

export function formatEvent(event: LiveEvent): string {
  return `id: ${event.id}\nevent: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

export function createLiveHub(bus: ChangeBus, source: LiveSource, options: LiveHubOptions = {}) {
  const channels = new Map<number, RestaurantChannel>();
  const pending = new Map<number, Promise<RestaurantChannel>>();
  const stats = { reads: 0, events: 0 };

  function write(stream: Stream, chunk: string) {
    if (stream.raw.writableEnded || stream.raw.destroyed) return;
    if (stream.raw.writableLength > MAX_PENDING_BYTES) {
      stream.raw.destroy();
      return;
    }
    stream.raw.write(chunk);
  }

  async function read(restaurantId: number, channel: RestaurantChannel) {
    stats.reads += 1;
    const events = await source.changes(restaurantId, channel.cursor, {
      recentMs: RECENT_MS,
      maxAgeMinutes: SERVICE_REPLAY_MINUTES,
    });
    const now = Date.now();
    for (const [id, at] of channel.sent) if (now - at > RECENT_MS * 2) channel.sent.delete(id);
    for (const event of events) {
      if (channel.sent.has(event.id)) continue;
      channel.sent.set(event.id, now);
      channel.cursor = Math.max(channel.cursor, event.id);
      const chunk = formatEvent(event);
      stats.events += 1;
      for (const stream of channel.streams) write(stream, chunk);
    }
  }

  /** Reads a restaurant's changes; a change announced during a read makes one more read after it. */
  function refresh(restaurantId: number) {
    const channel = channels.get(restaurantId);
    if (!channel) return;
    if (channel.reading) {
      channel.again = true;
      return;
    }
    channel.reading = (async () => {
      do {
        channel.again = false;
        try {
          await read(restaurantId, channel);
        } catch (error) {
          options.log?.warn(
            { err: error, restaurantId },
            'live hub: changes not read; the next announcement reads them',
          );
        }
      } while (channel.again);
      channel.reading = null;
    })();
  }

  const unsubscribe = bus.subscribe((event) => {
    if (event.kind === 'all') {
      for (const id of channels.keys()) refresh(id);
    } else if (event.kind === 'restaurants' && event.topic === source.topic) {
      for (const id of event.restaurantIds) refresh(id);
    }
  });

  const heartbeat = setInterval(
    () => {
      const now = Date.now();
      for (const channel of channels.values()) {
        for (const stream of channel.streams) {
          // The token a stream was opened with expires: the client reconnects with a fresh one.
          if (now >= stream.closesAt) stream.raw.end();
          else write(stream, ': heartbeat\n\n');
        }
      }
    },
    options.heartbeatMs ?? SERVICE_HEARTBEAT_SECONDS * 1000,
  );
  heartbeat.unref();

  async function channelOf(restaurantId: number): Promise<RestaurantChannel> {
    const existing = channels.get(restaurantId);
    if (existing) return existing;
    let opening = pending.get(restaurantId);
    if (!opening) {
      opening = source.lastId(restaurantId).then((cursor) => {
        const channel: RestaurantChannel = { streams: new Set(), cursor, sent: new Map(), reading: null, again: false };
        channels.set(restaurantId, channel);
        pending.delete(restaurantId);
        return channel;
      });
      opening.catch(() => pending.delete(restaurantId));
      pending.set(restaurantId, opening);
    }
    return opening;
  }

  return {
    /**
     * Adds an open response (headers written) to a restaurant's streams, then replays what came after
     * `lastEventId` (at most SERVICE_REPLAY_MINUTES back). Closing the response removes it.
     */
    async open(
      restaurantId: number,
      raw: ServerResponse,
      lastEventId: number | null,
      maxOpenMs: number,
    ): Promise<void> {
      const channel = await channelOf(restaurantId);
      const stream: Stream = { raw, closesAt: Date.now() + maxOpenMs };
      channel.streams.add(stream);
      raw.once('close', () => {
        channel.streams.delete(stream);
        if (!channel.streams.size && channels.get(restaurantId) === channel && !channel.reading)
          channels.delete(restaurantId);
      });
      if (lastEventId !== null) {
        const missed = await source.changes(restaurantId, lastEventId, { maxAgeMinutes: SERVICE_REPLAY_MINUTES });
        for (const event of missed) write(stream, formatEvent(event));
      }
    },
    stats(): LiveHubStats {
      let streams = 0;
      for (const channel of channels.values()) streams += channel.streams.size;
      return { streams, restaurants: channels.size, ...stats };
    },
    close() {
      unsubscribe();
      clearInterval(heartbeat);
      for (const channel of channels.values()) for (const stream of channel.streams) stream.raw.end();
      channels.clear();
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
