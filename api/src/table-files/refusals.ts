// The Turkish refusals of a table file past its bounds (400), shared by the XLSX and CSV readers.
import { createError } from '../errors';
import type { TableFileLimits } from './limits';

const n = (value: number) => value.toLocaleString('tr-TR');

export const tooManyRows = (limits: TableFileLimits) =>
  createError('VALIDATION', `Dosyada en fazla ${n(limits.maxRows)} satır olabilir`);
export const tooManyColumns = (line: number, limits: TableFileLimits) =>
  createError(
    'VALIDATION',
    `Dosyada en fazla ${n(limits.maxColumns)} sütun olabilir (${n(line)}. satırda daha fazlası var)`,
  );
export const tooLongCell = (line: number, limits: TableFileLimits) =>
  createError(
    'VALIDATION',
    `${n(line)}. satırdaki bir hücre çok uzun: bir hücrede en fazla ${n(limits.maxCellChars)} karakter olabilir`,
  );
export const tooLargeFile = (limits: TableFileLimits) =>
  createError(
    'PAYLOAD_TOO_LARGE',
    `Dosya çok büyük: en fazla ${n(Math.round(limits.maxFileBytes / 1024 / 1024))} MB yüklenebilir`,
  );
