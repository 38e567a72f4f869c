// Response shapes of the QR code routes and the row -> wire mapping (with the URL the code encodes).
import { z } from 'zod';
import { QrCodeEntity, type QrCodeWire } from '@menu/shared/contract';
import { rowToWire } from '../http/wire-rows';
import type { menuQrCodes } from '../db/schema';

export type QrCodeRow = typeof menuQrCodes.$inferSelect;
export type NewQrCodeRow = typeof menuQrCodes.$inferInsert;

/** The shapes are @menu/shared's: the screens parse these answers with the same definition. */
export {
  VisitStartedWire as AccessCreatedResponse,
  QrCodeWire as QrCodeResponse,
  PublicQrCodeWire as PublicQrCodeResponse,
  QrBulkResultWire as QrBulkResponse,
} from '@menu/shared/contract';
export type QrCodeResponse = z.infer<typeof QrCodeWire>;

/** `{API_PUBLIC_URL}/api/menu/{restaurantId}?table={tableNumber}` */
export function automaticScanUrl(apiPublicUrl: string, restaurantId: number, tableNumber: string): string {
  return `${apiPublicUrl}/api/menu/${restaurantId}?table=${encodeURIComponent(tableNumber)}`;
}

export function qrToWire(row: QrCodeRow, apiPublicUrl: string): QrCodeResponse {
  return {
    ...rowToWire(QrCodeEntity, 'qrCodeId', row),
    scanUrl: automaticScanUrl(apiPublicUrl, row.restaurantId, row.tableNumber),
  };
}
