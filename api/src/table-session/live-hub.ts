// The live channel of one API instance: the streams open here (text/event-stream), grouped by restaurant: the
// staff's (calls) and the diners' (their menu's changes and their visit's own events). A change announced on
// the bus (from this instance or another) makes the hub read that restaurant's changes of the announced topic
// from the database ONCE and write them to every stream of the restaurant open here that wants them: no query
// per connection per event. Event ids are database sequence numbers (one sequence for every source), so they
// mean the same on every instance and a reconnect's Last-Event-ID replays from the database. Sources register
// themselves (calls now, the menu, orders later); each names the feeds its events go to, and a stream names the
// feeds it wants (a visit's feed with the visit's key, so a table hears only its own calls).
import type { ServerResponse } from 'node:http';
import { SERVICE_HEARTBEAT_SECONDS, SERVICE_REPLAY_MINUTES, type LiveEventName } from '@menu/shared/contract';
import type { ChangeBus, ChangeTopic } from '../changes/bus';

/** One event of a stream: its id (stable across instances), name, record, and the feed it belongs to. */
export interface LiveEvent {
  /** A database sequence number; null for an event of the clock (a menu boundary), which no replay repeats. */
  id: number | null;
  name: LiveEventName;
  data: unknown;
  feed: string;
  /** Only streams that asked for this feed with this key hear it (a table's calls); none: every such stream. */
  key?: number;
}

/** Where a topic's events come from: the changes of one restaurant after an event id (oldest first). */
export interface LiveSource {
  topic: ChangeTopic;
  /** The feeds its events go to: a source is read only while a stream of the restaurant wants one of them. */
  feeds: readonly string[];
  /** Changes after `afterId`, plus those of the last `recentMs` (see `RECENT_MS`); none older than `maxAgeMinutes`. */
  changes(
    restaurantId: number,
    afterId: number,
    options: { recentMs?: number; maxAgeMinutes: number },
  ): Promise<LiveEvent[]>;
  lastId(restaurantId: number): Promise<number>;
}

/** What a stream hears: a feed, and for a visit's feed the visit's key. */
export interface LiveSubscription {
  feed: string;
  key?: number;
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
  wants: readonly LiveSubscription[];
}

interface SourceState {
  cursor: number;
  reading: Promise<void> | null;
  again: boolean;
}

interface RestaurantChannel {
  streams: Set<Stream>;
  /** Open streams per feed: a source none of whose feeds is wanted here is not read. */
  feeds: Map<string, number>;
  sources: Map<LiveSource, SourceState>;
  /** Events sent lately (feed and id), with when: the window's repeats are dropped. */
  sent: Map<string, number>;
}

export interface LiveHubStats {
  streams: number;
  restaurants: number;
  /** Database reads made to fan out changes (one per announced change per source per restaurant with streams here). */
  reads: number;
  events: number;
}

export interface LiveHubOptions {
  heartbeatMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

export function formatEvent(event: LiveEvent): string {
  const id = event.id === null ? '' : `id: ${event.id}\n`;
  return `${id}event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

function write(stream: Stream, chunk: string) {
  if (stream.raw.writableEnded || stream.raw.destroyed) return;
  if (stream.raw.writableLength > MAX_PENDING_BYTES) {
    stream.raw.destroy();
    return;
  }
  stream.raw.write(chunk);
}

/** The heartbeat period is cut in this many ticks; each tick writes to one slice of the streams. */
const HEARTBEAT_SLICES = 15;

/**
 * Every stream gets a comment line each period; a stream whose time is up is ended (the client reconnects).
 * The period is spread over ticks, each writing to the streams of one slice: 10,000 streams written in one loop
 * turn held the event loop for tens of milliseconds, which diners' requests queued behind saw in their p99.
 */
function startHeartbeat(channels: Map<number, RestaurantChannel>, periodMs: number) {
  const sliceOf = new WeakMap<Stream, number>();
  let next = 0;
  let tick = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    const slice = tick++ % HEARTBEAT_SLICES;
    for (const channel of channels.values()) {
      for (const stream of channel.streams) {
        // A stream's time is up (its token expires, or the diners' 30 minutes): the client reconnects.
        if (now >= stream.closesAt) {
          stream.raw.end();
          continue;
        }
        let own = sliceOf.get(stream);
        if (own === undefined) sliceOf.set(stream, (own = next++ % HEARTBEAT_SLICES));
        if (own === slice) write(stream, ': heartbeat\n\n');
      }
    }
  }, periodMs / HEARTBEAT_SLICES);
  timer.unref();
  return timer;
}

/** What a reconnecting stream missed after `lastEventId`, from every source it hears, oldest first. */
async function replay(
  restaurantId: number,
  channel: RestaurantChannel,
  stream: Stream,
  feeds: string[],
  lastEventId: number,
) {
  const missed: LiveEvent[] = [];
  for (const source of channel.sources.keys()) {
    if (!source.feeds.some((f) => feeds.includes(f))) continue;
    const events = await source.changes(restaurantId, lastEventId, { maxAgeMinutes: SERVICE_REPLAY_MINUTES });
    missed.push(...events.filter((e) => wants(stream, e)));
  }
  missed.sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  for (const event of missed) write(stream, formatEvent(event));
}

type Counts = { reads: number; events: number };

function sendToChannel(channel: RestaurantChannel, event: LiveEvent, stats: Counts) {
  const chunk = formatEvent(event);
  stats.events += 1;
  for (const stream of channel.streams) if (wants(stream, event)) write(stream, chunk);
}

/** One read of a source's changes for a restaurant, fanned out once each (the window's repeats dropped). */
async function readChanges(
  restaurantId: number,
  channel: RestaurantChannel,
  source: LiveSource,
  state: SourceState,
  stats: Counts,
) {
  stats.reads += 1;
  const events = await source.changes(restaurantId, state.cursor, {
    recentMs: RECENT_MS,
    maxAgeMinutes: SERVICE_REPLAY_MINUTES,
  });
  const now = Date.now();
  for (const [id, at] of channel.sent) if (now - at > RECENT_MS * 2) channel.sent.delete(id);
  for (const event of events) {
    if (event.id === null) continue;
    const seen = `${event.feed}:${event.id}`;
    if (channel.sent.has(seen)) continue;
    channel.sent.set(seen, now);
    state.cursor = Math.max(state.cursor, event.id);
    sendToChannel(channel, event, stats);
  }
}

function wants(stream: Stream, event: LiveEvent): boolean {
  for (const s of stream.wants) if (s.feed === event.feed && (s.key === undefined || s.key === event.key)) return true;
  return false;
}

/** Reads a restaurant's changes of one source; a change announced during a read makes one more read after it. */
function refreshSource(
  restaurantId: number,
  channel: RestaurantChannel,
  source: LiveSource,
  state: SourceState,
  stats: Counts,
  log: LiveHubOptions['log'],
) {
  if (state.reading) {
    state.again = true;
    return;
  }
  state.reading = (async () => {
    do {
      state.again = false;
      try {
        await readChanges(restaurantId, channel, source, state, stats);
      } catch (error) {
        log?.warn({ err: error }, 'live hub: changes not read; the next announcement reads them');
      }
    } while (state.again);
    state.reading = null;
  })();
}

async function sourceState(restaurantId: number, source: LiveSource): Promise<SourceState> {
  return { cursor: await source.lastId(restaurantId), reading: null, again: false };
}

/**
 * The restaurants with streams here: `channelOf` opens a restaurant's channel on its first stream (every source's
 * cursor at its last event), once however many streams open at the same moment.
 */
function createChannels(sources: LiveSource[]) {
  const channels = new Map<number, RestaurantChannel>();
  const pending = new Map<number, Promise<RestaurantChannel>>();

  async function channelOf(restaurantId: number): Promise<RestaurantChannel> {
    const existing = channels.get(restaurantId);
    if (existing) return existing;
    let opening = pending.get(restaurantId);
    if (!opening) {
      opening = Promise.all(sources.map((s) => sourceState(restaurantId, s))).then((states) => {
        const channel: RestaurantChannel = {
          streams: new Set(),
          feeds: new Map(),
          sources: new Map(sources.map((s, i) => [s, states[i]])),
          sent: new Map(),
        };
        channels.set(restaurantId, channel);
        pending.delete(restaurantId);
        return channel;
      });
      opening.catch(() => pending.delete(restaurantId));
      pending.set(restaurantId, opening);
    }
    return opening;
  }

  return { channels, channelOf };
}

/** Adds a stream to its channel's streams and feed counts; the returned function takes it out again. */
function addStream(channel: RestaurantChannel, stream: Stream, feeds: readonly string[]): () => void {
  channel.streams.add(stream);
  for (const f of feeds) channel.feeds.set(f, (channel.feeds.get(f) ?? 0) + 1);
  return () => {
    channel.streams.delete(stream);
    for (const f of feeds) {
      const left = (channel.feeds.get(f) ?? 1) - 1;
      if (left) channel.feeds.set(f, left);
      else channel.feeds.delete(f);
    }
  };
}

/** No stream left and no read under way: the channel can go. */
function idle(channel: RestaurantChannel) {
  return !channel.streams.size && ![...channel.sources.values()].some((s) => s.reading);
}

export function createLiveHub(bus: ChangeBus, initialSources: LiveSource[], options: LiveHubOptions = {}) {
  const sources: LiveSource[] = [...initialSources];
  const { channels, channelOf } = createChannels(sources);
  const stats = { reads: 0, events: 0 };

  function refresh(restaurantId: number, source: LiveSource) {
    const channel = channels.get(restaurantId);
    const state = channel?.sources.get(source);
    // A source none of whose feeds a stream here wants is not read.
    if (!channel || !state || !source.feeds.some((f) => channel.feeds.has(f))) return;
    refreshSource(restaurantId, channel, source, state, stats, options.log);
  }

  const unsubscribe = bus.subscribe((event) => {
    if (event.kind === 'all') {
      for (const id of channels.keys()) for (const source of sources) refresh(id, source);
    } else if (event.kind === 'restaurants') {
      for (const source of sources)
        if (source.topic === event.topic) for (const id of event.restaurantIds) refresh(id, source);
    }
  });

  const heartbeat = startHeartbeat(channels, options.heartbeatMs ?? SERVICE_HEARTBEAT_SECONDS * 1000);

  return {
    /** Adds a source of events (for example a visit's orders); restaurants already open read it from now on. */
    async addSource(source: LiveSource): Promise<void> {
      sources.push(source);
      for (const [id, channel] of channels) channel.sources.set(source, await sourceState(id, source));
    },

    /**
     * Opens the restaurant's channel (every source's cursor at its last event) before a stream's headers go out:
     * a client that saw its stream open and then wrote something hears that write, which a channel opened after
     * the write would have counted as already sent.
     */
    async ready(restaurantId: number): Promise<void> {
      await channelOf(restaurantId);
    },

    /**
     * Adds an open response (headers written) to a restaurant's streams, hearing the feeds of `wants`, then
     * replays what came after `lastEventId` (at most SERVICE_REPLAY_MINUTES back). Closing the response removes it.
     */
    async open(
      restaurantId: number,
      raw: ServerResponse,
      lastEventId: number | null,
      maxOpenMs: number,
      wanted: readonly LiveSubscription[] = [{ feed: 'staff-calls' }],
    ): Promise<void> {
      const channel = await channelOf(restaurantId);
      const stream: Stream = { raw, closesAt: Date.now() + maxOpenMs, wants: wanted };
      const feeds = [...new Set(wanted.map((w) => w.feed))];
      const remove = addStream(channel, stream, feeds);
      raw.once('close', () => {
        remove();
        if (idle(channel) && channels.get(restaurantId) === channel) channels.delete(restaurantId);
      });
      if (lastEventId !== null) await replay(restaurantId, channel, stream, feeds, lastEventId);
    },

    /** An event no write made (the clock): fanned out to the restaurant's streams here, without an id. */
    emit(restaurantId: number, event: LiveEvent): void {
      const channel = channels.get(restaurantId);
      if (channel) sendToChannel(channel, event, stats);
    },

    /** Open streams of a restaurant here that hear `feed`. */
    listeners(restaurantId: number, feed: string): number {
      return channels.get(restaurantId)?.feeds.get(feed) ?? 0;
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
