// The visit ingest of one API process: visits and visit ends are group-committed (see db/group-commit.ts),
// each caller answered after its batch committed, so nothing acknowledged is lost; refusals of the per-address
// cap are added up in memory and go in with the next batch (a refused client is answered at once).
import { GroupCommit } from '../db/group-commit';
import { createError } from '../errors';
import type {
  EndEntry,
  EndOutcome,
  RecordedVisit,
  RefusalCount,
  VisitEntry,
  VisitRepository,
} from './visit-repository';

export const VISIT_OVERLOADED = 'Ziyaret şu anda kaydedilemiyor. Menüyü kullanmaya devam edebilirsiniz.';

export interface VisitWriterOptions {
  batchMs: number;
  maxBatch?: number;
  maxQueue?: number;
  /** Told of every batch of visits or visit ends (the operators' metrics). */
  onBatch?(kind: 'visits' | 'ends', items: number, seconds: number, ok: boolean): void;
}

export interface VisitWriter {
  record(entry: VisitEntry): Promise<RecordedVisit>;
  /** Counts a visit refused by the cap (written with the next batch). */
  refuse(restaurantId: number, at?: Date): void;
  end(entry: EndEntry): Promise<EndOutcome>;
  flush(): Promise<void>;
  close(): Promise<void>;
  readonly counters: { visitBatches: number; visits: number; endBatches: number; ends: number; refused: number };
  /** Visits and visit ends waiting for their batch. */
  queued(): number;
}

const HOUR_MS = 3_600_000;

export function createVisitWriter(repo: VisitRepository, options: VisitWriterOptions): VisitWriter {
  const overloaded = () =>
    createError('SERVICE_UNAVAILABLE', VISIT_OVERLOADED, {
      headers: { 'retry-after': '5', 'cache-control': 'no-store' },
    });
  const maxBatch = options.maxBatch ?? 1000;
  const maxQueue = options.maxQueue ?? 20_000;
  let refusals = new Map<string, RefusalCount>();
  let refusedTotal = 0;

  const visits = new GroupCommit<VisitEntry, RecordedVisit>({
    maxBatch,
    maxWaitMs: options.batchMs,
    maxQueue,
    overloaded,
    hasSideWork: () => refusals.size > 0,
    onBatch: (items, seconds, ok) => options.onBatch?.('visits', items, seconds, ok),
    async write(items) {
      const taken = refusals;
      refusals = new Map();
      try {
        return await repo.writeVisits(items, [...taken.values()]);
      } catch (error) {
        // Not written: counted again with the next batch.
        for (const [key, r] of taken) {
          const now = refusals.get(key);
          refusals.set(key, now ? { ...now, refused: now.refused + r.refused } : r);
        }
        throw error;
      }
    },
  });

  const ends = new GroupCommit<EndEntry, EndOutcome>({
    maxBatch,
    maxWaitMs: options.batchMs,
    maxQueue,
    overloaded,
    onBatch: (items, seconds, ok) => options.onBatch?.('ends', items, seconds, ok),
    async write(items) {
      // The same visit ended twice in one batch: the first one counts, the others are refused like a repeat.
      const first = new Map<number, number>();
      const unique: EndEntry[] = [];
      const slot = items.map((item) => {
        const seen = first.get(item.logId);
        if (seen !== undefined) return -1;
        first.set(item.logId, unique.length);
        unique.push(item);
        return unique.length - 1;
      });
      const outcomes = await repo.endVisits(unique);
      return slot.map((i) => (i < 0 ? 'refused' : outcomes[i]));
    },
  });

  return {
    record: (entry) => visits.submit(entry),
    refuse(restaurantId, at = new Date()) {
      const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
      const key = `${restaurantId}|${hour.getTime()}`;
      const now = refusals.get(key);
      if (now) now.refused += 1;
      else refusals.set(key, { restaurantId, hour, refused: 1 });
      refusedTotal += 1;
      visits.kick();
    },
    end: (entry) => ends.submit(entry),
    async flush() {
      await Promise.all([visits.flush(), ends.flush()]);
    },
    async close() {
      await Promise.all([visits.close(), ends.close()]);
    },
    queued: () => visits.queued + ends.queued,
    get counters() {
      return {
        visitBatches: visits.counters.batches,
        visits: visits.counters.items,
        endBatches: ends.counters.batches,
        ends: ends.counters.items,
        refused: refusedTotal,
      };
    },
  };
}
