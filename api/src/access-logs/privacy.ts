// What a visit keeps after ACCESS_LOG_IP_RETENTION_DAYS: the address without its host part
// (IPv4 to its /24, IPv6 to its /64) and the user agent reduced to browser and system names without versions.
// Computed here, not in SQL, so a stored value that is not an address (written before addresses were checked
// at the door) becomes null instead of failing the whole run's cast.
import { isIPv4 } from 'node:net';
import Bowser from 'bowser';
import { asIpAddress } from '../http/client-address';

/** '85.105.77.201' -> '85.105.77.0', '2a02:e0:1:2:3:4:5:6' -> '2a02:e0:1:2::'; anything else -> null. */
export function truncateIp(value: string | null | undefined): string | null {
  const ip = asIpAddress(value);
  if (!ip) return null;
  if (isIPv4(ip)) return ip.replace(/\.\d+$/, '.0');
  const groups = expandIpv6(ip);
  return compressIpv6([...groups.slice(0, 4), 0, 0, 0, 0]);
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail becomes the last two). */
function expandIpv6(ip: string): number[] {
  let text = ip;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  if (tail === undefined) return front;
  const back = part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** RFC 5952 text: lower-case hex, the longest run of two or more zero groups (the first of equals) as '::'. */
function compressIpv6(groups: number[]): string {
  let best = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > bestLength) [best, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLength).join(':')}`;
}

/** 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 ...) ... Safari/604.1' -> 'Safari / iOS'; nothing known -> null. */
export function summarizeUserAgent(userAgent: string | null | undefined): string | null {
  if (!userAgent || !userAgent.trim()) return null;
  try {
    const { browser, os } = Bowser.parse(userAgent);
    return [browser.name, os.name].filter(Boolean).join(' / ').slice(0, 100) || null;
  } catch {
    return null;
  }
}
