// Group commit: callers hand in one item each and wait on a shared batch; a batch closes when it is full or
// a few milliseconds after its first item, goes to the database as ONE statement, and every caller is
// answered only after that statement committed. While a batch is being written the next one fills, so under
// load batches grow by themselves and the database sees a few large statements instead of many small ones.
// One batch is in flight at a time per process.

import { performance } from 'node:perf_hooks';

export interface GroupCommitOptions<T, R> {
  /** Writes one batch; returns one result per item, in order. Throwing fails every item of the batch. */
  write(items: T[]): Promise<R[]>;
  /** Largest batch (items). */
  maxBatch: number;
  /** How long the first item of a batch waits for company (ms); 0 closes the batch on the next loop turn. */
  maxWaitMs: number;
  /** Items waiting beyond this are refused at once (`overloaded()`), so a stalled database cannot eat the memory. */
  maxQueue: number;
  overloaded(): Error;
  /** Work besides the queue that a batch would carry (the writer's own counters): a batch runs even with no item. */
  hasSideWork?(): boolean;
  /** Told of every batch written or failed: its items and seconds (the operators' metrics). */
  onBatch?(items: number, seconds: number, ok: boolean): void;
}

const RETRY_AFTER_FAILURE_MS = 100;

interface Waiter<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export class GroupCommit<T, R> {
  private queue: Array<Waiter<T, R>> = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;
  /** Batches written and items in them, for the bench and the tests. */
  readonly counters = { batches: 0, items: 0, failedBatches: 0 };

  constructor(private readonly options: GroupCommitOptions<T, R>) {}

  get queued(): number {
    return this.queue.length;
  }

  submit(item: T): Promise<R> {
    if (this.closed) return Promise.reject(this.options.overloaded());
    if (this.queue.length >= this.options.maxQueue) return Promise.reject(this.options.overloaded());
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Asks for a batch soon even when no item waits (side work only). */
  kick(): void {
    this.schedule();
  }

  private schedule(): void {
    if (this.running) return; // the batch in flight schedules the next one when it is done
    if (this.queue.length >= this.options.maxBatch) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      this.start();
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.start();
    }, this.options.maxWaitMs);
  }

  private start(): void {
    if (this.running) return;
    if (this.queue.length === 0 && !this.options.hasSideWork?.()) return;
    const batch = this.queue.splice(0, this.options.maxBatch);
    this.running = this.writeBatch(batch).then((ok) => {
      this.running = undefined;
      if (this.queue.length === 0 && !this.options.hasSideWork?.()) return;
      // Whatever queued meanwhile has waited a whole batch already: write it now; after a failure, give the
      // database a moment instead of retrying in a tight loop.
      if (ok) setImmediate(() => this.start());
      else if (!this.timer)
        this.timer = setTimeout(() => {
          this.timer = undefined;
          this.start();
        }, RETRY_AFTER_FAILURE_MS);
    });
  }

  private async writeBatch(batch: Array<Waiter<T, R>>): Promise<boolean> {
    let results: R[];
    const started = performance.now();
    try {
      results = await this.options.write(batch.map((w) => w.item));
    } catch (error) {
      this.options.onBatch?.(batch.length, (performance.now() - started) / 1000, false);
      this.counters.failedBatches += 1;
      for (const w of batch) w.reject(error);
      return false;
    }
    this.options.onBatch?.(batch.length, (performance.now() - started) / 1000, true);
    this.counters.batches += 1;
    this.counters.items += batch.length;
    batch.forEach((w, i) => w.resolve(results[i]));
    return true;
  }

  /** Writes everything queued (for shutdown and tests); stops at the first failed batch. */
  async flush(): Promise<void> {
    const failed = this.counters.failedBatches;
    while (this.counters.failedBatches === failed) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = undefined;
      }
      if (this.running) await this.running;
      else if (this.queue.length > 0 || this.options.hasSideWork?.()) {
        this.start();
        await this.running;
      } else return;
    }
  }

  /** Stops taking items and writes what is queued. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    // The database failed during the last flush: nothing more will be written, so nobody may wait forever.
    for (const w of this.queue.splice(0)) w.reject(this.options.overloaded());
  }
}
