// Unique visitors from the HyperLogLog sketches the log's triggers keep (migration 0006): 1,024 one-byte
// registers, each the highest rank of the addresses that hash to it. Sketches merge by taking the larger
// register, so any set of days (and restaurants, and devices) gives the visitors of their union. The estimate
// has a standard error of about 3.3 % (1.04 / √1024); below about 2,500 visitors it switches to linear
// counting, which is within a visitor or two up to a few dozen and within 1–2 % up to a few thousand.
export const REGISTERS = 1024;

export function emptySketch(): Uint8Array {
  return new Uint8Array(REGISTERS);
}

/** Raises `into` to `other` register by register (the union of both sets of visitors). */
export function mergeSketch(into: Uint8Array, other: Uint8Array | Buffer): Uint8Array {
  const n = Math.min(REGISTERS, other.length);
  for (let i = 0; i < n; i++) if (other[i] > into[i]) into[i] = other[i];
  return into;
}

/**
 * The rank of a hash from its upper 22 bits (`(h >> 10) & 4194303`), as menu_visitor_rank computes it in SQL:
 * 23 less the bits needed to write them (a rest of 0 ranks 23).
 */
export function rankOf(rest: number): number {
  return 23 - (32 - Math.clz32(rest));
}

/** Sets registers from (register, rank) pairs read from the raw log (the edges of a range). */
export function addRanks(into: Uint8Array, pairs: Array<{ register: number; rank: number }>): Uint8Array {
  for (const { register, rank } of pairs)
    if (register >= 0 && register < REGISTERS && rank > into[register]) into[register] = rank;
  return into;
}

export function estimateVisitors(sketch: Uint8Array): number {
  const m = REGISTERS;
  let sum = 0;
  let zeros = 0;
  for (let i = 0; i < m; i++) {
    sum += 2 ** -sketch[i];
    if (sketch[i] === 0) zeros += 1;
  }
  if (zeros === m) return 0;
  const alpha = 0.7213 / (1 + 1.079 / m);
  const raw = (alpha * m * m) / sum;
  if (raw <= 2.5 * m && zeros > 0) return Math.round(m * Math.log(m / zeros));
  const two32 = 2 ** 32;
  if (raw > two32 / 30) return Math.round(-two32 * Math.log(1 - raw / two32));
  return Math.round(raw);
}
