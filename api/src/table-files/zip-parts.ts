// An XLSX is a ZIP. Before anything is inflated, its central directory (the list of parts at the end of the
// file, read by yauzl) is measured: the number of parts, the sum of their uncompressed sizes and each large
// part's compression ratio. A workbook past a bound is refused without inflating a byte. The parts are then
// read as streams through yauzl, which checks that a part never inflates to more than the directory declared
// (a forged size stops the read instead of being believed), so what the directory passed bounds what is read.
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { AppError, createError } from '../errors';
import { RATIO_FLOOR_BYTES, type TableFileLimits } from './limits';

export const UNREADABLE_FILE = 'Dosya okunamadı: geçerli bir XLSX veya CSV dosyası yükleyin';

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024)).toLocaleString('tr-TR');
const unreadable = () => createError('VALIDATION', UNREADABLE_FILE);

export interface ZipParts {
  /** Part names (forward slashes, as stored). */
  names(): string[];
  /** A part as a stream of bytes; undefined when the ZIP has no such part. */
  open(name: string): Promise<Readable | undefined>;
  close(): void;
}

/** Opens a ZIP held in memory and refuses it (400, Turkish) when its directory passes a bound. */
export async function openZipParts(bytes: Buffer, limits: TableFileLimits): Promise<ZipParts> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, {
      autoClose: false,
      lazyEntries: true,
      validateEntrySizes: true,
      decodeStrings: true,
      strictFileNames: false,
    });
  } catch {
    throw unreadable();
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw createError(
        'VALIDATION',
        `Çalışma kitabında çok fazla parça var (${zip.entryCount.toLocaleString('tr-TR')}; en fazla ${limits.maxEntries.toLocaleString('tr-TR')}): dosyayı Excel'de yeniden kaydedip deneyin`,
      );
    }
    const entries = new Map<string, yauzl.Entry>();
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      total += entry.uncompressedSize;
      if (total > limits.maxUncompressedBytes) {
        throw createError(
          'VALIDATION',
          `Çalışma kitabı açıldığında en fazla ${mb(limits.maxUncompressedBytes)} MB olabilir: satırları azaltın veya dosyayı CSV olarak yükleyin`,
        );
      }
      if (
        entry.uncompressedSize > RATIO_FLOOR_BYTES &&
        entry.uncompressedSize > limits.maxCompressionRatio * Math.max(entry.compressedSize, 1)
      ) {
        throw createError(
          'VALIDATION',
          `Çalışma kitabı olağan dışı ölçüde sıkıştırılmış (en fazla ${limits.maxCompressionRatio.toLocaleString('tr-TR')} kat): dosyayı Excel'de yeniden kaydedin veya CSV olarak yükleyin`,
        );
      }
      entries.set(entry.fileName, entry);
    }
    return {
      names: () => [...entries.keys()],
      async open(name) {
        const entry = entries.get(name);
        if (!entry) return undefined;
        if (!entry.canDecodeFileData()) throw unreadable();
        try {
          return await zip.openReadStreamPromise(entry);
        } catch {
          throw unreadable();
        }
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
}
