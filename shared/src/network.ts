// Where a visitor's address is (docs/screens.md, Constants): the restaurant's own network or outside it.
import { tr } from './strings';

/** Private network by prefix 192.168, 10. or 172. */
export function isPrivateIp(ip: string | null | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return (
    v4.startsWith('192.168') || v4.startsWith('10.') || v4.startsWith('172.') || v4 === '127.0.0.1' || v4 === '::1'
  );
}
export function ipNetworkLabel(ip: string | null | undefined): string {
  return isPrivateIp(ip) ? tr.accessLogs.network.private : tr.accessLogs.network.public;
}
