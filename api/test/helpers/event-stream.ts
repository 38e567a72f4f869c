// Reads a text/event-stream over real HTTP (app.inject cannot hold a stream open): the events as they come.
export interface StreamEvent {
  id: string | null;
  event: string | null;
  data: string;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  /** Everything received so far, comments (heartbeats) included. */
  text(): string;
  /** Resolves with the first event (after those already seen) that matches, or rejects after `timeoutMs`. */
  next(match: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let received = '';
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          received += value;
          for (const wake of waiters) wake();
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: StreamEvent = { id: null, event: null, data: '' };
            let data = false;
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('data: ')) {
                event.data += line.slice(6);
                data = true;
              }
            }
            if (data) {
              events.push(event);
              for (const wake of waiters) wake();
            }
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  let seen = 0;
  return {
    status: res.status,
    headers: res.headers,
    events,
    text: () => received,
    next(match, timeoutMs = 1000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (seen < events.length) {
            const e = events[seen++];
            if (match(e)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(e);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching event within ${timeoutMs} ms (seen: ${events.map((e) => `${e.id}:${e.data}`).join(' | ')})`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
