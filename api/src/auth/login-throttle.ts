// Sign-in throttling: counts failed attempts per user name and per IP in a fixed window. Kept behind a
// small interface so several API instances can share counters (database or Redis) later.
//
// Window rules (drill 6 of issue #8, api/test/drills/sign-in-abuse.test.ts):
// - Every attempt is counted as a failure before its password is checked, in the same step as the check,
//   so a burst of parallel attempts cannot all pass before the first failure is recorded; a success takes
//   the address's count back, and one that could not be judged (database down) takes both back. A refused
//   attempt is neither counted nor hashed.
// - 10 failures lock a user name until its 15-minute window ends, for every address except those the user
//   signed in from in the last 30 days: the owner at the usual place keeps working, so an attacker can
//   lock them out only elsewhere. A success clears the user name's failures, unless it is locked.
// - 30 failures lock an address for every user name, known or not, until its window ends.

export interface ThrottleDecision {
  blocked: boolean;
  /** Seconds until the caller may try again (when blocked). */
  retryAfterSeconds: number;
}

export interface LoginThrottle {
  /** Checks the limits and, unless blocked, counts this attempt as a failure (one step). */
  attempt(username: string, ip: string): Promise<ThrottleDecision>;
  /** The attempt was right: the address's count is taken back, the user name's cleared, the address remembered. */
  recordSuccess(username: string, ip: string): Promise<void>;
  /** The attempt could not be judged (the database failed): both counts are taken back. */
  release(username: string, ip: string): Promise<void>;
}

export interface ThrottleLimits {
  perUsername: number;
  perIp: number;
  windowMs: number;
  /** How long an address a user signed in from stays exempt from that user name's lock. */
  knownAddressMs: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = { perUsername: 10, perIp: 30, windowMs: 15 * 60 * 1000, knownAddressMs: 30 * 24 * 60 * 60 * 1000 };

interface Counter {
  count: number;
  resetAt: number;
}

export function createMemoryLoginThrottle(limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS, now: () => number = Date.now): LoginThrottle {
  const counters = new Map<string, Counter>();
  /** `${user name}\n${ip}` -> until when the address counts as the user's own. */
  const known = new Map<string, number>();
  const userKey = (username: string) => username.toLocaleLowerCase('tr-TR');
  const keyOf = (kind: 'u' | 'ip', value: string) => `${kind}:${kind === 'u' ? userKey(value) : value}`;

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
  // Expired entries are dropped now and then so the maps cannot grow without bound.
  const sweep = () => {
    const t = now();
    if (counters.size >= 10_000) for (const [k, c] of counters) if (c.resetAt <= t) counters.delete(k);
    if (known.size >= 10_000) for (const [k, until] of known) if (until <= t) known.delete(k);
  };
  const isKnown = (username: string, ip: string) => (known.get(`${userKey(username)}\n${ip}`) ?? 0) > now();

  return {
    async attempt(username, ip) {
      const user = live(keyOf('u', username));
      const address = live(keyOf('ip', ip));
      let retryAfterMs = 0;
      if (address && address.count >= limits.perIp) retryAfterMs = address.resetAt - now();
      if (user && user.count >= limits.perUsername && !isKnown(username, ip)) retryAfterMs = Math.max(retryAfterMs, user.resetAt - now());
      if (retryAfterMs > 0) return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      sweep();
      bump(keyOf('u', username));
      bump(keyOf('ip', ip));
      return { blocked: false, retryAfterSeconds: 0 };
    },
    async recordSuccess(username, ip) {
      // This attempt was counted too: without it, is the user name locked?
      const user = live(keyOf('u', username));
      if (user && user.count - 1 < limits.perUsername) counters.delete(keyOf('u', username));
      const address = live(keyOf('ip', ip));
      if (address) address.count = Math.max(0, address.count - 1);
      known.set(`${userKey(username)}\n${ip}`, now() + limits.knownAddressMs);
    },
    async release(username, ip) {
      for (const key of [keyOf('u', username), keyOf('ip', ip)]) {
        const c = live(key);
        if (c) c.count = Math.max(0, c.count - 1);
      }
    },
  };
}
