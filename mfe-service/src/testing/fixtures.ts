// What the service board's tests fake: ISO times some minutes ago, today's figures, and the staff stream.
import { NO_SERVICE_SUMMARY } from '@menu/shared';

export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** Today's figures as the API sends them: none unless overridden. */
export function wireSummary(overrides: Record<string, number | null> = {}) {
  return { ...NO_SERVICE_SUMMARY, ...overrides };
}

/** A staff stream that sends `records` as events named `name` (each under its event id) and stays open. */
export function eventStream(name: 'call' | 'order', records: Array<{ eventId: number }>): Response {
  const text = records.map((r) => `id: ${r.eventId}\nevent: ${name}\ndata: ${JSON.stringify(r)}\n\n`).join('');
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(`retry: 3000\n: connected\n\n${text}`));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}
