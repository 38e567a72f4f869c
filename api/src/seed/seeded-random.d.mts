/** Numbers in [0, 1) from `seed`, the same run of numbers for the same seed. */
export function seededRandom(seed: number): () => number;
