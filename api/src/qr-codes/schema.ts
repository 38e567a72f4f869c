// Response shapes of the QR code routes and the row -> wire mapping (with the URL the code encodes).
import { z } from 'zod';
import type { menuQrCodes } from '../db/schema';

export type QrCodeRow = typeof menuQrCodes.$inferSelect;
export type NewQrCodeRow = typeof menuQrCodes.$inferInsert;

export const QrCodeResponse = z
  .object({
    id: z.number().int(),
    qrCodeId: z.number().int(),
    restaurantId: z.number().int(),
    tableNumber: z.string(),
    /** As saved: where an active scan leads instead of the menu; null for the menu. */
    qrCodeUrl: z.string().nullable(),
    qrCodeImage: z.string().nullable(),
    /**
     * What the printed code encodes: always the scan address of ARCHITECTURE section 6, which redirects an
     * active code to its custom URL (if any) or the menu, and shows the Turkish page for an inactive one.
     */
    scanUrl: z.string(),
    isActive: z.boolean(),
    /** A code printed before it went through the scan address (or whose table changed): print it again. */
    needsReprint: z.boolean(),
    accessCount: z.number().int(),
    lastAccessedDate: z.string().nullable(),
    createdDate: z.string(),
  })
  .meta({ id: 'MenuQrCode' });
export type QrCodeResponse = z.infer<typeof QrCodeResponse>;

/** What the public menu may know about a table code. */
export const PublicQrCodeResponse = z.object({ id: z.number().int(), tableNumber: z.string(), isActive: z.boolean() }).meta({ id: 'PublicMenuQrCode' });

export const QrBulkResponse = z.object({ created: z.array(QrCodeResponse), existing: z.array(z.string()) }).meta({ id: 'MenuQrCodeBulkResult' });

export const AccessCreatedResponse = z
  .object({
    logId: z.number().int(),
    /** Required by POST /MenuAccessLogs/{logId}/end: proves the end comes from the page that recorded the visit. */
    token: z.string(),
  })
  .meta({ id: 'MenuAccessCreated' });

/** `{API_PUBLIC_URL}/api/menu/{restaurantId}?table={tableNumber}` */
export function automaticScanUrl(apiPublicUrl: string, restaurantId: number, tableNumber: string): string {
  return `${apiPublicUrl}/api/menu/${restaurantId}?table=${encodeURIComponent(tableNumber)}`;
}

export function qrToWire(row: QrCodeRow, apiPublicUrl: string): QrCodeResponse {
  return {
    id: row.id,
    qrCodeId: row.id,
    restaurantId: row.restaurantId,
    tableNumber: row.tableNumber,
    qrCodeUrl: row.qrCodeUrl,
    qrCodeImage: row.qrCodeImage,
    scanUrl: automaticScanUrl(apiPublicUrl, row.restaurantId, row.tableNumber),
    isActive: row.isActive,
    needsReprint: row.needsReprint,
    accessCount: row.accessCount,
    lastAccessedDate: row.lastAccessedDate ? row.lastAccessedDate.toISOString() : null,
    createdDate: row.createdDate.toISOString(),
  };
}
