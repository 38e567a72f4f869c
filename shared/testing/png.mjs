// Real, tiny PNG images for upload tests, drills and browser tests (plain JavaScript, so `node drills/…`
// imports it without a TypeScript loader). Each seed gives different bytes; every pixel has the same colour.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const c = Buffer.alloc(4);
  c.writeUInt32BE(crc(td));
  return Buffer.concat([len, td, c]);
}

/**
 * A `size`×`size` RGB PNG. Without `rgb` the colour comes from `seed` (16 bits of it), so different seeds
 * give different bytes.
 */
export function png(seed = 0, { size = 1, rgb } = {}) {
  const colour = rgb ?? [seed & 0xff, (seed >> 8) & 0xff, 0x40];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = [0, ...Array.from({ length: size }, () => colour).flat()];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(Array.from({ length: size }, () => row).flat()))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
