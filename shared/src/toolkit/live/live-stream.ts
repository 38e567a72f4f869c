// Live data for a remote's screen: reads a text/event-stream of the API with fetch (the access token in the
// Authorization header, never in the URL, which EventSource would need), reconnects by itself with backoff
// and jitter sending Last-Event-ID, renews the token when the stream is refused with 401, and invalidates the
// query keys an event touches (and all of them after a reconnect, since events may have been missed).
// A live screen is then a few lines:
//   const live = useLiveStream({ path: `service/events?restaurantId=${id}`, invalidate: () => [serviceKeys.all], onEvent });
import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { refreshSession } from '../../client/api-client';
import { apiBase, tokenStorage } from '../../client/config';

export interface LiveEvent {
  id: string | null;
  /** The `event:` name ('call', later 'order'). */
  name: string;
  data: unknown;
}

export type LiveStatus = 'connecting' | 'open' | 'reconnecting';

export interface LiveStreamOptions {
  /** The API path after /api/, with its query string; null keeps the stream closed. */
  path: string | null;
  /** Query keys to invalidate for an event (default: none); after a reconnect every key returned for a null event is. */
  invalidate?: (event: LiveEvent | null) => QueryKey[];
  onEvent?: (event: LiveEvent) => void;
  /** First retry delay and its ceiling in ms (doubled per failed attempt, with jitter). */
  backoff?: { initialMs: number; maxMs: number };
}

/** Splits a stream's text into events; returns the events and the unfinished rest. */
export function parseEventStream(buffer: string): {
  events: Array<{ id: string | null; name: string; data: string }>;
  rest: string;
} {
  const events: Array<{ id: string | null; name: string; data: string }> = [];
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let id: string | null = null;
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) events.push({ id, name, data: data.join('\n') });
  }
  return { events, rest };
}

export function useLiveStream({
  path,
  invalidate,
  onEvent,
  backoff = { initialMs: 1000, maxMs: 30_000 },
}: LiveStreamOptions): { status: LiveStatus } {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handlers = useRef({ invalidate, onEvent });
  handlers.current = { invalidate, onEvent };
  const { initialMs, maxMs } = backoff;

  useEffect(() => {
    if (!path) return undefined;
    let stopped = false;
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastEventId: string | null = null;
    let failures = 0;
    let connectedBefore = false;

    const invalidateAll = (event: LiveEvent | null) => {
      for (const queryKey of handlers.current.invalidate?.(event) ?? [])
        void queryClient.invalidateQueries({ queryKey });
    };

    const retry = () => {
      if (stopped) return;
      setStatus('reconnecting');
      const delay = Math.min(maxMs, initialMs * 2 ** Math.min(failures, 10)) * (0.5 + Math.random() / 2);
      failures += 1;
      timer = setTimeout(() => void connect(), delay);
    };

    async function connect(): Promise<void> {
      if (stopped) return;
      controller = new AbortController();
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      const token = tokenStorage.get();
      if (token) headers.authorization = `Bearer ${token}`;
      if (lastEventId) headers['last-event-id'] = lastEventId;
      try {
        const url = new URL(`${apiBase()}/api/${path}`, globalThis.location?.origin);
        const res = await fetch(url, { headers, signal: controller.signal, cache: 'no-store' });
        if (res.status === 401) {
          // The token ran out while the stream was away: renew it once, then try again.
          if ((await refreshSession()) === 'ended') {
            stopped = true;
            return;
          }
          retry();
          return;
        }
        if (!res.ok || !res.body) {
          retry();
          return;
        }
        failures = 0;
        setStatus('open');
        // Whatever happened while away is read again (and the first time, anything before the stream).
        if (connectedBefore) invalidateAll(null);
        connectedBefore = true;
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEventStream(buffer + decoder.decode(value, { stream: true }));
          buffer = parsed.rest;
          for (const raw of parsed.events) {
            if (raw.id) lastEventId = raw.id;
            let data: unknown = raw.data;
            try {
              data = JSON.parse(raw.data);
            } catch {
              // not JSON: handed over as text
            }
            const event: LiveEvent = { id: raw.id, name: raw.name, data };
            handlers.current.onEvent?.(event);
            invalidateAll(event);
          }
        }
        retry();
      } catch {
        if (!stopped) retry();
      }
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
    };
  }, [path, queryClient, initialMs, maxMs]);

  return { status };
}
