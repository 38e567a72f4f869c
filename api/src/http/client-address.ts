// The client's address, as every part of the API stores and counts it. With TRUST_PROXY,
// Fastify takes it from X-Forwarded-For, which a client writes: a value there that is not an IP address (or
// a forged hop behind an untrusted one) must never reach the database, a throttle key or a rate-limit bucket.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';

/** Fastify's `trustProxy` option: which hops may name the client (a function of the address and its hop). */
export type TrustProxy = boolean | string | string[] | ((address: string, hop: number) => boolean);

/** Peer addresses whose trust is remembered (more distinct peers than this start the memory over). */
const PEERS_KEPT = 1024;

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
  return addressOf(request.ip, request.socket?.remoteAddress);
}

const addressOf = (ip: string | undefined, peer: string | undefined) =>
  asIpAddress(ip) ?? asIpAddress(peer) ?? '0.0.0.0';

/**
 * `clientAddress` for a request Fastify has not seen yet (the cached menu's fast path, fast-path.ts): the same
 * answer, with the same trust rules as Fastify's `request.ip` (lib/request.js, getTrustProxyFn).
 */
export function rawClientAddressResolver(trustProxy: TrustProxy | undefined): (raw: IncomingMessage) => string {
  if (!trustProxy) return (raw) => addressOf(undefined, raw.socket?.remoteAddress);
  const trust =
    typeof trustProxy === 'function'
      ? trustProxy
      : trustProxy === true
        ? () => true
        : proxyAddr.compile(
            typeof trustProxy === 'string' ? trustProxy.split(',').map((value) => value.trim()) : trustProxy,
          );
  // Whether a peer may name the client, asked once per peer address: the peers are the few balancers in front.
  const peerTrusted = new Map<string, boolean>();
  const trustsPeer = (peer: string) => {
    let trusted = peerTrusted.get(peer);
    if (trusted === undefined) {
      trusted = trust(peer, 0);
      if (peerTrusted.size >= PEERS_KEPT) peerTrusted.clear();
      peerTrusted.set(peer, trusted);
    }
    return trusted;
  };
  return (raw) => {
    const peer = raw.socket?.remoteAddress;
    const forwarded = raw.headers['x-forwarded-for'];
    // One hop (a single forwarded address): only the peer's trust decides, as in proxyAddr.all, without parsing
    // the forwarded address more than asIpAddress does. A longer chain walks proxyAddr.all.
    if (peer !== undefined && typeof forwarded === 'string' && !forwarded.includes(','))
      return addressOf(trustsPeer(peer) ? forwarded.trim() : undefined, peer);
    const chain = proxyAddr.all(raw, trust);
    return addressOf(chain[chain.length - 1], peer);
  };
}
