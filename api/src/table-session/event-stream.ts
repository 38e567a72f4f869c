// Starts a text/event-stream answer by hand (never buffered or compressed): it leaves the load-shedding count of
// requests in flight once its headers are out (a stream stays open for minutes at no cost to anyone else), tells
// the client its retry delay and writes a first line, so proxies and the reader see the stream is open.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

export function startEventStream(app: FastifyInstance, reply: FastifyReply): ServerResponse {
  app.leaveInFlight(reply);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write('retry: 3000\n: connected\n\n');
  raw.once('close', app.metrics.streamOpened());
  raw.socket?.setNoDelay(true);
  raw.socket?.setTimeout(0);
  return raw;
}

/** The Last-Event-ID header as an event number, or null. */
export function lastEventIdOf(header: string | string[] | undefined): number | null {
  return typeof header === 'string' && /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : null;
}
