// A QR code row as the QR code routes answer it (QrCodeWire, with the URL the code encodes).
import { z } from 'zod';
import { QrCodeEntity, type QrCodeWire } from '@menu/shared/contract';
import { rowToWire } from '../http/wire-rows';
import type { menuQrCodes } from '../db/schema';

export type QrCodeRow = typeof menuQrCodes.$inferSelect;
export type NewQrCodeRow = typeof menuQrCodes.$inferInsert;

/** `{API_PUBLIC_URL}/api/menu/{restaurantId}?table={tableNumber}` */
export function automaticScanUrl(apiPublicUrl: string, restaurantId: number, tableNumber: string): string {
  return `${apiPublicUrl}/api/menu/${restaurantId}?table=${encodeURIComponent(tableNumber)}`;
}

export function qrToWire(row: QrCodeRow, apiPublicUrl: string): z.infer<typeof QrCodeWire> {
  return {
    ...rowToWire(QrCodeEntity, 'qrCodeId', row),
    scanUrl: automaticScanUrl(apiPublicUrl, row.restaurantId, row.tableNumber),
  };
}
