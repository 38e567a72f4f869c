// QR code -> restaurant, as the visit and scan paths need it, from memory: a Friday evening is thousands of
// diners asking the same few hundred codes. Entries follow the database: any write through the API drops
// them (the write hook in plugin.ts), and each lives at most `ttlMs`, which bounds how long another API
// instance's write can go unseen. While the database is unreachable an expired entry is still used, so a
// scan keeps leading to the menu. Unknown codes are remembered too (bounded), so made-up ids cost no query.
export interface QrTarget {
  qrCodeId: number;
  restaurantId: number;
  /** The code and its restaurant are both active. */
  active: boolean;
  /** What calls and orders from the table need of it, so they cost no query either. */
  tableNumber: string;
  acceptsCalls: boolean;
  acceptsOrders: boolean;
}

export interface ScanTarget {
  /** Null: the restaurant exists, no code was named (a scan without a table). */
  qrCodeId: number | null;
  restaurantId: number;
  active: boolean;
  /** False when the restaurant itself is off (its menu is unpublished), whatever the code: the diner is told that. */
  restaurantActive?: boolean;
  /** The code's own address (an active scan goes there instead of the menu); absent: the menu. */
  customUrl?: string | null;
}

export interface QrLookupSource {
  byId(qrCodeId: number): Promise<QrTarget | undefined>;
  byTable(restaurantId: number, tableNumber: string): Promise<ScanTarget | undefined>;
  restaurant(restaurantId: number): Promise<ScanTarget | undefined>;
}

export interface QrLookupOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value: T | undefined;
  expiresAt: number;
}

function boundedCache<T>(options: QrLookupOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const loading = new Map<string, Promise<T | undefined>>();
  let generation = 0;
  return {
    async get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
      const hit = entries.get(key);
      const t = now();
      if (hit && hit.expiresAt > t) return hit.value;
      // One load per key at a time: a burst of scans of a code not yet cached makes one query.
      let pending = loading.get(key);
      if (!pending) {
        const started = generation;
        pending = load().then(
          (value) => {
            loading.delete(key);
            // A write during the load may have changed what was read: keep it only if nothing was dropped since.
            if (started === generation) {
              if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
              entries.set(key, { value, expiresAt: now() + options.ttlMs });
            }
            return value;
          },
          (error) => {
            loading.delete(key);
            throw error;
          },
        );
        loading.set(key, pending);
      }
      try {
        return await pending;
      } catch (error) {
        if (hit) return hit.value; // stale beats nothing while the database is away
        throw error;
      }
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

export interface QrLookup {
  byId(qrCodeId: number): Promise<QrTarget | undefined>;
  /** No table: the restaurant itself. */
  scan(restaurantId: number, tableNumber: string | undefined): Promise<ScanTarget | undefined>;
  clear(): void;
}

export function createQrLookup(source: QrLookupSource, options: QrLookupOptions): QrLookup {
  const ids = boundedCache<QrTarget>(options);
  const scans = boundedCache<ScanTarget>(options);
  return {
    byId: (qrCodeId) => ids.get(String(qrCodeId), () => source.byId(qrCodeId)),
    scan: (restaurantId, tableNumber) =>
      tableNumber === undefined
        ? scans.get(`${restaurantId}`, () => source.restaurant(restaurantId))
        : scans.get(`${restaurantId}\n${tableNumber}`, () => source.byTable(restaurantId, tableNumber)),
    clear() {
      ids.clear();
      scans.clear();
    },
  };
}
