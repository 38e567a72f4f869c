// The fast path's client address (ahead of Fastify) must be the one Fastify's request.ip gives the routes, for
// every trust setting: the one-hop shortcut and the chain walk alike.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { asIpAddress, rawClientAddressResolver, type TrustProxy } from '../../src/http/client-address';

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

/** What the routes see: Fastify's request.ip (proxy-addr's last trusted address), checked as an IP address. */
function reference(trustProxy: TrustProxy, raw: IncomingMessage): string {
  const peer = raw.socket.remoteAddress!;
  if (!trustProxy) return asIpAddress(peer) ?? '0.0.0.0';
  const trust =
    typeof trustProxy === 'function'
      ? trustProxy
      : trustProxy === true
        ? () => true
        : proxyAddr.compile(typeof trustProxy === 'string' ? trustProxy.split(',') : trustProxy);
  const chain = proxyAddr.all(raw, trust);
  return asIpAddress(chain[chain.length - 1]) ?? asIpAddress(peer) ?? '0.0.0.0';
}

const settings: Array<[string, TrustProxy]> = [
  ['off', false],
  ['loopback list', '127.0.0.1'],
  ['two networks', ['127.0.0.1', '10.0.0.0/8']],
  ['every hop', true],
  ['nearest hop only', (_address: string, hop: number) => hop < 1],
];
const peers = ['127.0.0.1', '10.1.2.3', '203.0.113.9', '::ffff:127.0.0.1', '::1'];
const forwardedValues = [
  undefined,
  '',
  '   ',
  '198.51.100.7',
  ' 198.51.100.7 ',
  'not-an-address',
  '2001:DB8::1',
  '::ffff:198.51.100.7',
  '198.51.100.7, 10.0.0.5',
  '198.51.100.7,203.0.113.1',
  'garbage, 10.0.0.5',
  '198.51.100.7, 10.0.0.5, 127.0.0.1',
];

describe('rawClientAddressResolver', () => {
  it.each(settings)('gives what the routes see with TRUST_PROXY %s', (_name, trustProxy) => {
    const resolve = rawClientAddressResolver(trustProxy);
    for (const peer of peers)
      for (const forwarded of forwardedValues) {
        const raw = request(peer, forwarded);
        // Asked twice: the second answer comes from the remembered trust of the peer.
        expect([peer, forwarded, resolve(raw), resolve(raw)]).toEqual([
          peer,
          forwarded,
          reference(trustProxy, raw),
          reference(trustProxy, raw),
        ]);
      }
  });

  it('takes the forwarded address from a trusted balancer only', () => {
    const resolve = rawClientAddressResolver('127.0.0.1');
    expect(resolve(request('127.0.0.1', ' 198.51.100.7'))).toBe('198.51.100.7');
    expect(resolve(request('203.0.113.9', '198.51.100.7'))).toBe('203.0.113.9');
    expect(resolve(request('127.0.0.1', 'not-an-address'))).toBe('127.0.0.1');
    expect(resolve(request('::ffff:127.0.0.1', '2001:DB8::1'))).toBe('2001:db8::1');
    // Behind an untrusted hop, the address that hop claims is not believed.
    expect(resolve(request('127.0.0.1', '198.51.100.7, 10.0.0.5'))).toBe('10.0.0.5');
  });
});
