// Body parsing for the diner's public calls: `navigator.sendBeacon` posts a string as text/plain, fetch may
// post JSON, an empty body or nothing at all. Registered inside an encapsulated plugin, so it changes
// parsing only for the routes of that plugin.
import type { FastifyInstance } from 'fastify';

/** Small on purpose: these bodies hold at most a duration. */
export const BEACON_BODY_LIMIT = 1024;

function parseLoose(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return {};
  // A bare number is a duration in seconds ('42').
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return { duration: Number(trimmed) };
  try {
    return JSON.parse(trimmed);
  } catch {
    // Unreadable: treated as empty; a route that needs a field then answers 400 with its own message.
    return {};
  }
}

export function acceptBeaconBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  // JSON, text/plain (sendBeacon with a string) and anything else (a blob without a type) alike.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BEACON_BODY_LIMIT }, (_request, body, done) => {
    done(null, parseLoose(String(body)));
  });
}
