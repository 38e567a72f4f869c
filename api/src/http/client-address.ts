// The client's address, as every part of the API stores and counts it (issue 17, item 4). With TRUST_PROXY,
// Fastify takes it from X-Forwarded-For, which a client writes: a value there that is not an IP address (or
// a forged hop behind an untrusted one) must never reach the database, a throttle key or a rate-limit bucket.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** `value` as a canonical IP address ('::ffff:1.2.3.4' -> '1.2.3.4'), or null when it is not one. */
export function asIpAddress(value: string | null | undefined): string | null {
  if (!value || value.length > 45) return null;
  const mapped = MAPPED_V4.exec(value);
  const candidate = mapped ? mapped[1] : value;
  const kind = isIP(candidate);
  if (kind === 4) return candidate;
  if (kind === 6) return candidate.toLowerCase();
  return null;
}

/**
 * The address of the request's client: the forwarded one when the proxy chain is trusted and it is an IP
 * address; otherwise the connection's own (the proxy's, so every forged value shares one bucket).
 */
export function clientAddress(request: FastifyRequest): string {
  return asIpAddress(request.ip) ?? asIpAddress(request.socket?.remoteAddress) ?? '0.0.0.0';
}
