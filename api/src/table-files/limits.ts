// The bounds of an uploaded table (a catalog or translation sheet as XLSX or CSV). A 1 MB XLSX can hold a
// sheet that inflates to hundreds of megabytes of XML, and one process serves every restaurant, so a file is
// measured before it is read and read only as far as the bounds allow. Set from the environment
// (config.ts: IMPORT_*), documented in the README's Security section.
export interface TableFileLimits {
  /** Bytes of the uploaded file itself (the multipart limit of an import route; also a CSV's size). */
  maxFileBytes: number;
  /** Data rows (the header row not counted; blank rows skipped and not counted). */
  maxRows: number;
  /** Columns of any row (a cell past this column refuses the file). */
  maxColumns: number;
  /** Characters of one cell. */
  maxCellChars: number;
  /** XLSX: the sum of every part's uncompressed size, as the ZIP's central directory declares it (and as read). */
  maxUncompressedBytes: number;
  /** XLSX: uncompressed ÷ compressed size of a part larger than `ratioFloorBytes`. */
  maxCompressionRatio: number;
  /** XLSX: parts in the ZIP (a workbook saved by Excel or LibreOffice has 10 to 30). */
  maxEntries: number;
}

/** A part this small may be compressed as much as it likes (a sheet of empty cells compresses well). */
export const RATIO_FLOOR_BYTES = 1024 * 1024;

export const DEFAULT_TABLE_FILE_LIMITS: TableFileLimits = {
  maxFileBytes: 5 * 1024 * 1024,
  maxRows: 5000,
  maxColumns: 64,
  maxCellChars: 10_000,
  maxUncompressedBytes: 32 * 1024 * 1024,
  maxCompressionRatio: 100,
  maxEntries: 200,
};
