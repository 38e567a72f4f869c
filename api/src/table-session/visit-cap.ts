// The per-address visit cap: at most VISIT_CAP_PER_IP visits of one client address are recorded for one
// restaurant within VISIT_CAP_WINDOW_MINUTES, so one client cannot flood a restaurant's report. A sliding
// window estimated from two fixed windows (the current count plus the previous one's share of the window
// still in reach), held in memory per instance, like the other per-address limits (docs/scale-out.md):
// behind a balancer that spreads one client over N instances the cap is at most N times looser. Memory is
// bounded: past `maxKeys` addresses in one window the window turns early (forgetting older counts).

export interface VisitCapOptions {
  max: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}

export interface VisitCap {
  /** Counts a visit and says whether it may be recorded. Refused visits are not counted against the window. */
  allow(restaurantId: number, address: string): boolean;
}

export function createVisitCap(options: VisitCapOptions): VisitCap {
  const { max, windowMs } = options;
  const maxKeys = options.maxKeys ?? 200_000;
  const now = options.now ?? Date.now;
  if (max <= 0) return { allow: () => true };
  let windowStart = now();
  let current = new Map<string, number>();
  let previous = new Map<string, number>();
  return {
    allow(restaurantId, address) {
      const t = now();
      const elapsed = Math.floor((t - windowStart) / windowMs);
      if (elapsed >= 1) {
        // One window later the current counts become the previous ones; two or more, both are forgotten.
        previous = elapsed === 1 ? current : new Map();
        current = new Map();
        windowStart += elapsed * windowMs;
      } else if (current.size >= maxKeys) {
        previous = current;
        current = new Map();
        windowStart = t;
      }
      const key = `${restaurantId}|${address}`;
      const mine = current.get(key) ?? 0;
      const before = previous.get(key) ?? 0;
      const reach = 1 - Math.min(1, (t - windowStart) / windowMs);
      if (mine + before * reach >= max) return false;
      current.set(key, mine + 1);
      return true;
    },
  };
}
