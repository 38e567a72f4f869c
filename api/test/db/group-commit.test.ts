// GroupCommit, the batching under visits and (on PostgreSQL) orders: a batch closes when full or after its
// wait, each caller hears its own result, a failed batch fails only its callers, and a full queue refuses at once.
import { GroupCommit, type GroupCommitOptions } from '../../src/db/group-commit';

describe('group commit', () => {
  /** A group of numbers that refuses past its queue with "dolu" and queues 100 unless told otherwise. */
  const numberGroup = (
    options: Omit<GroupCommitOptions<number, number>, 'overloaded' | 'maxQueue'> & { maxQueue?: number },
  ) => new GroupCommit<number, number>({ maxQueue: 100, overloaded: () => new Error('dolu'), ...options });

  it('closes a batch when it is full, and answers each caller with its own result', async () => {
    const batches: number[][] = [];
    const group = numberGroup({
      maxBatch: 4,
      maxWaitMs: 50,
      write: async (items) => (batches.push(items), items.map((i) => i * 10)),
    });
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => group.submit(i)));
    expect(results).toEqual([10, 20, 30, 40, 50, 60]);
    expect(batches).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
  });

  it('fails every caller of a failed batch and goes on with the next one', async () => {
    let calls = 0;
    const group = numberGroup({
      maxBatch: 10,
      maxWaitMs: 1,
      write: async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('veritabanı yok');
        return items;
      },
    });
    const first = await Promise.allSettled([group.submit(1), group.submit(2)]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await group.submit(3)).toBe(3);
  });

  it('refuses at once past its queue limit, and writes what is queued when closed', async () => {
    let release: () => void = () => undefined;
    const written: number[] = [];
    const group = numberGroup({
      maxBatch: 1,
      maxWaitMs: 0,
      maxQueue: 2,
      write: async (items) => {
        await new Promise<void>((r) => (release = r));
        written.push(...items);
        return items;
      },
    });
    const a = group.submit(1);
    await new Promise((r) => setTimeout(r, 5)); // 1 is being written
    const b = group.submit(2);
    const c = group.submit(3);
    await expect(group.submit(4)).rejects.toThrow('dolu');
    const closing = group.close();
    for (let i = 0; i < 3; i++) {
      release();
      await new Promise((r) => setTimeout(r, 5));
    }
    await closing;
    expect(await Promise.all([a, b, c])).toEqual([1, 2, 3]);
    expect(written).toEqual([1, 2, 3]);
    await expect(group.submit(5)).rejects.toThrow('dolu');
  });
});
