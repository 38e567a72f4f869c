// Response shapes of the access-log routes and the row -> wire mapping (id plus the spec's logId).
import type { z } from 'zod';
import { AccessLogEntity, type AccessLogWire } from '@menu/shared/contract';
import { rowToWire } from '../http/wire-rows';
import type { AccessLogRow } from './repository';

/** The shapes are @menu/shared's: the QR remote parses these answers with the same definition. */
export {
  AccessLogWire as AccessLogResponse,
  AccessLogPageWire as AccessLogPageResponse,
  AccessLogStatsWire as AccessLogStatsResponse,
} from '@menu/shared/contract';
export type AccessLogResponse = z.infer<typeof AccessLogWire>;

export function accessLogToWire(row: AccessLogRow): AccessLogResponse {
  return rowToWire(AccessLogEntity, 'logId', row);
}
