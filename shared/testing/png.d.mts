/** A `size`×`size` RGB PNG; without `rgb` its colour comes from `seed`, so different seeds give different bytes. */
export function png(seed?: number, options?: { size?: number; rgb?: [number, number, number] }): Buffer;
