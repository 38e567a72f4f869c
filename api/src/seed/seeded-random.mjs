// A small seeded generator (mulberry32): the same seed gives the same numbers. Plain JavaScript, so the drills
// (`node drills/…`, no TypeScript loader) use this one as well as the visit seed.

/** Numbers in [0, 1) from `seed`, the same run of numbers for the same seed. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
