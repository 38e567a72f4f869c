// A least-recently-used map bounded by the bytes its values take (as the caller measures them), not by their
// count: one menu of 400 products weighs as much as a hundred small ones. Used by the menu and image caches.

export interface ByteLruStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  evictions: number;
  /** Values not kept because each alone was larger than `maxEntryBytes`. */
  refused: number;
}

export class ByteLru<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  private readonly items = new Map<K, { value: V; bytes: number }>();
  private total = 0;
  private evicted = 0;
  private refusedCount = 0;
  /** The key last put at the end of `items` (by get or set): when present, it is the most recently used. */
  private newest: K | undefined;

  /**
   * `maxEntryBytes`: a value larger than this is not kept at all (and evicts nothing), so one oversized value
   * cannot empty the cache of everything else only to be evicted itself.
   */
  constructor(
    readonly maxBytes: number,
    private readonly onEvict?: (key: K, value: V) => void,
    readonly maxEntryBytes: number = maxBytes,
  ) {}

  /** The value, marked as just used. */
  get(key: K): V | undefined {
    const item = this.items.get(key);
    if (!item) return undefined;
    // Already the most recently used (one hot menu asked for thousands of times a second): nothing to move.
    if (this.newest !== key) {
      this.items.delete(key);
      this.items.set(key, item);
      this.newest = key;
    }
    return item.value;
  }

  /** The value, without marking it used. */
  peek(key: K): V | undefined {
    return this.items.get(key)?.value;
  }

  has(key: K): boolean {
    return this.items.has(key);
  }

  /** Stores (or replaces) a value of `bytes`, then evicts the least recently used past the bound (possibly this one). */
  set(key: K, value: V, bytes: number): void {
    const old = this.items.get(key);
    if (old) {
      this.total -= old.bytes;
      this.items.delete(key);
    }
    if (bytes > this.maxEntryBytes) {
      this.refusedCount += 1;
      return;
    }
    this.items.set(key, { value, bytes });
    this.newest = key;
    this.total += bytes;
    this.trim();
  }

  /** A stored value grew or shrank (a compressed copy was added): re-weighs it and trims. No-op when absent. */
  resize(key: K, bytes: number): void {
    const item = this.items.get(key);
    if (!item) return;
    if (bytes > this.maxEntryBytes) {
      this.delete(key);
      this.refusedCount += 1;
      return;
    }
    this.total += bytes - item.bytes;
    item.bytes = bytes;
    this.trim();
  }

  delete(key: K): boolean {
    const item = this.items.get(key);
    if (!item) return false;
    this.total -= item.bytes;
    this.items.delete(key);
    return true;
  }

  clear(): void {
    this.items.clear();
    this.total = 0;
  }

  keys(): K[] {
    return [...this.items.keys()];
  }

  entries(): Array<[K, V]> {
    return [...this.items].map(([k, item]) => [k, item.value]);
  }

  get size(): number {
    return this.items.size;
  }

  get bytes(): number {
    return this.total;
  }

  stats(): ByteLruStats {
    return {
      entries: this.items.size,
      bytes: this.total,
      maxBytes: this.maxBytes,
      evictions: this.evicted,
      refused: this.refusedCount,
    };
  }

  private trim(): void {
    while (this.total > this.maxBytes && this.items.size > 0) {
      const [key, item] = this.items.entries().next().value as [K, { value: V; bytes: number }];
      this.items.delete(key);
      this.total -= item.bytes;
      this.evicted += 1;
      this.onEvict?.(key, item.value);
    }
  }
}
