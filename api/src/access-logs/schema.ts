// Response shapes of the access-log routes and the row -> wire mapping (id plus the spec's logId).
import { z } from 'zod';
import type { AccessLogRow } from './repository';

export const AccessLogResponse = z
  .object({
    id: z.number().int(),
    logId: z.number().int(),
    accessDate: z.string(),
    restaurantId: z.number().int(),
    qrCodeId: z.number().int().nullable(),
    ipAddress: z.string().nullable(),
    deviceType: z.string(),
    sessionDuration: z.number().int(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'MenuAccessLog' });
export type AccessLogResponse = z.infer<typeof AccessLogResponse>;

export const AccessLogPageResponse = z
  .object({ items: z.array(AccessLogResponse), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: 'MenuAccessLogPage' });

export const AccessLogStatsResponse = z
  .object({
    total: z.number().int(),
    uniqueIps: z.number().int(),
    averageSession: z.number(),
    mobileShare: z.number(),
    devices: z.object({ mobile: z.number().int(), tablet: z.number().int(), desktop: z.number().int(), other: z.number().int() }),
    perDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
    refused: z.number().int(),
    heatmap: z.array(z.array(z.number().int()).length(24)).length(7),
    perQrCode: z.array(z.object({ qrCodeId: z.number().int().nullable(), tableNumber: z.string().nullable(), restaurantId: z.number().int().nullable(), count: z.number().int() })),
    languages: z.array(z.object({ language: z.string(), count: z.number().int() })),
    previous: z.object({ from: z.string(), to: z.string(), total: z.number().int(), uniqueIps: z.number().int() }).nullable(),
    sections: z.array(z.object({ categoryId: z.number().int(), name: z.string().nullable(), opens: z.number().int() })),
  })
  .meta({ id: 'MenuAccessLogStats' });

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
