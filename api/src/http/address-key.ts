// The key a client is counted under by every per-address limit (sign-in throttle, rate limits, the visit cap):
// an IPv4 address itself, an IPv6 address its /64. One subscriber or site is handed a whole /64 and may
// use any of its 2^64 addresses, so keying a full /128 would give an attacker a fresh bucket per request.
import { isIPv4 } from 'node:net';
import { truncateIp } from '../access-logs/privacy';

export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  const prefix = truncateIp(address);
  return prefix ? `${prefix}/64` : address;
}
