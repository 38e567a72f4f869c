// A ZIP of 400×400 PNGs (fflate: small, synchronous, no worker needed for a few hundred files). PNGs are
// already compressed, so they are stored as they are.
import { zipSync, type Zippable } from 'fflate';
import { qrPngBytes } from './qr-image';

export interface PngEntry {
  url: string;
  fileName: string;
}

export async function buildPngZip(
  entries: PngEntry[],
  onProgress?: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const files: Zippable = {};
  for (let i = 0; i < entries.length; i++) {
    const { url, fileName } = entries[i];
    // Two codes with the same file name (same table and restaurant name) keep both: -2, -3...
    let name = fileName;
    for (let n = 2; name in files; n++) name = fileName.replace(/\.png$/, `-${n}.png`);
    files[name] = [await qrPngBytes(url), { level: 0 }];
    onProgress?.(i + 1, entries.length);
    await new Promise((r) => setTimeout(r, 0));
  }
  return zipSync(files);
}
