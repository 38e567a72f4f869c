// The byte-bounded LRU behind the menu and image caches: evicts the least recently used first, where "used" is
// any get (the hot entry asked for again and again included) and any set.
import { ByteLru } from '../../src/lib/byte-lru';

describe('ByteLru', () => {
  it('evicts the least recently used, counting a repeated get of the newest as use', () => {
    const lru = new ByteLru<string, number>(30);
    lru.set('a', 1, 10);
    lru.set('b', 2, 10);
    lru.set('c', 3, 10);
    expect(lru.get('a')).toBe(1);
    expect(lru.get('a')).toBe(1);
    lru.set('d', 4, 10);
    expect(lru.keys()).toEqual(['c', 'a', 'd']);
    expect(lru.get('c')).toBe(3);
    lru.set('e', 5, 10);
    expect(lru.keys()).toEqual(['d', 'c', 'e']);
  });

  it('moves an entry to the newest place after the newest was deleted or refused', () => {
    const lru = new ByteLru<string, number>(30, undefined, 15);
    lru.set('a', 1, 10);
    lru.set('b', 2, 10);
    lru.delete('b');
    lru.set('c', 3, 10);
    expect(lru.get('a')).toBe(1);
    expect(lru.keys()).toEqual(['c', 'a']);
    // Too large: replaces nothing and takes the old value out.
    lru.set('a', 9, 20);
    expect(lru.get('a')).toBeUndefined();
    lru.set('d', 4, 10);
    lru.set('e', 5, 10);
    expect(lru.get('c')).toBe(3);
    lru.set('f', 6, 10);
    expect(lru.keys()).toEqual(['e', 'c', 'f']);
    expect(lru.stats()).toMatchObject({ entries: 3, bytes: 30, evictions: 1, refused: 1 });
  });
});
