// The writer's scope: carried through the awaits of the work it wraps, kept for each of overlapping requests, and
// switched off once no scope is open (Node 20's AsyncLocalStorage costs every async operation while enabled).
import { currentWriter, runWithWriter, writerScopesOpen, type Writer } from '../../src/db/write-context';

const ayse: Writer = { userId: 1, userName: 'Ayşe Yılmaz', clientAddress: '10.0.0.1' };
const mehmet: Writer = { userId: 2, userName: 'Mehmet Kaya', clientAddress: '10.0.0.2' };
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('runWithWriter', () => {
  it('names the writer after awaits inside the work, and no one outside it', async () => {
    const seen = await runWithWriter(
      () => ayse,
      async () => {
        await tick();
        return currentWriter();
      },
    );
    expect(seen).toEqual(ayse);
    expect(currentWriter()).toBeNull();
    expect(writerScopesOpen()).toBe(0);
  });

  it('keeps each request its own writer when one ends while the other still writes', async () => {
    let releaseFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
    const first = runWithWriter(
      () => ayse,
      async () => {
        await firstMayEnd;
        return currentWriter();
      },
    );
    const second = runWithWriter(
      () => mehmet,
      async () => {
        await tick();
        releaseFirst();
        await first;
        // The first scope has ended: this one is still open and still names its own writer.
        expect(writerScopesOpen()).toBe(1);
        await tick();
        return currentWriter();
      },
    );
    expect(writerScopesOpen()).toBe(2);
    await expect(first).resolves.toEqual(ayse);
    await expect(second).resolves.toEqual(mehmet);
    expect(writerScopesOpen()).toBe(0);
  });

  it('closes the scope of work that throws, synchronously or not, and of work that is not a promise', async () => {
    expect(() =>
      runWithWriter(
        () => ayse,
        () => {
          throw new Error('boom');
        },
      ),
    ).toThrow('boom');
    await expect(
      runWithWriter(
        () => ayse,
        async () => {
          await tick();
          throw new Error('later');
        },
      ),
    ).rejects.toThrow('later');
    expect(
      runWithWriter(
        () => ayse,
        () => currentWriter(),
      ),
    ).toEqual(ayse);
    expect(writerScopesOpen()).toBe(0);
    expect(currentWriter()).toBeNull();
  });
});
