// A visit row as the access-log routes answer it (AccessLogWire: id plus the spec's logId).
import type { z } from 'zod';
import { AccessLogEntity, type AccessLogWire } from '@menu/shared/contract';
import { rowToWire } from '../http/wire-rows';
import type { AccessLogRow } from './repository';

export function accessLogToWire(row: AccessLogRow): z.infer<typeof AccessLogWire> {
  return rowToWire(AccessLogEntity, 'logId', row);
}
