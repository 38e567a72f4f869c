// Sign-in throttling: counts failed attempts per user name and per IP in a fixed window. Kept behind a
// small interface so several API instances can share counters (database or Redis) later.

export interface ThrottleDecision {
  blocked: boolean;
  /** Seconds until the caller may try again (when blocked). */
  retryAfterSeconds: number;
}

export interface LoginThrottle {
  check(username: string, ip: string): Promise<ThrottleDecision>;
  recordFailure(username: string, ip: string): Promise<void>;
  /** A successful sign-in clears the user name's counter (the IP's stays). */
  recordSuccess(username: string): Promise<void>;
}

export interface ThrottleLimits {
  perUsername: number;
  perIp: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = { perUsername: 10, perIp: 30, windowMs: 15 * 60 * 1000 };

interface Counter {
  count: number;
  resetAt: number;
}

export function createMemoryLoginThrottle(limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS, now: () => number = Date.now): LoginThrottle {
  const counters = new Map<string, Counter>();
  const keyOf = (kind: 'u' | 'ip', value: string) => `${kind}:${kind === 'u' ? value.toLocaleLowerCase('tr-TR') : value}`;

  const live = (key: string): Counter | undefined => {
    const c = counters.get(key);
    if (c && c.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return c;
  };
  const bump = (key: string) => {
    const c = live(key);
    if (c) c.count += 1;
    else counters.set(key, { count: 1, resetAt: now() + limits.windowMs });
  };
  // Expired counters are dropped now and then so the map cannot grow without bound.
  const sweep = () => {
    if (counters.size < 10_000) return;
    const t = now();
    for (const [k, c] of counters) if (c.resetAt <= t) counters.delete(k);
  };

  return {
    async check(username, ip) {
      const candidates: Array<[Counter | undefined, number]> = [
        [live(keyOf('u', username)), limits.perUsername],
        [live(keyOf('ip', ip)), limits.perIp],
      ];
      let retryAfterMs = 0;
      for (const [counter, limit] of candidates) {
        if (counter && counter.count >= limit) retryAfterMs = Math.max(retryAfterMs, counter.resetAt - now());
      }
      return { blocked: retryAfterMs > 0, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    },
    async recordFailure(username, ip) {
      sweep();
      bump(keyOf('u', username));
      bump(keyOf('ip', ip));
    },
    async recordSuccess(username) {
      counters.delete(keyOf('u', username));
    },
  };
}
