// Response shapes of the access-log routes and the row -> wire mapping (id plus the spec's logId).
import type { z } from 'zod';
import type { AccessLogWire } from '@menu/shared/contract';
import type { AccessLogRow } from './repository';

/** The shapes are @menu/shared's: the QR remote parses these answers with the same definition. */
export {
  AccessLogWire as AccessLogResponse,
  AccessLogPageWire as AccessLogPageResponse,
  AccessLogStatsWire as AccessLogStatsResponse,
} from '@menu/shared/contract';
export type AccessLogResponse = z.infer<typeof AccessLogWire>;

export function accessLogToWire(row: AccessLogRow): AccessLogResponse {
  return {
    id: row.id,
    logId: row.id,
    accessDate: row.accessDate.toISOString(),
    restaurantId: row.restaurantId,
    qrCodeId: row.qrCodeId,
    ipAddress: row.ipAddress,
    deviceType: row.deviceType,
    sessionDuration: row.sessionDuration,
    userAgent: row.userAgent,
  };
}
