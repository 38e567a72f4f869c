// QR code rules: scoping per role, the (restaurant, table) uniqueness message, bulk creation, the scan
// decision and the visit record.
import { isHttpUrl, serverText, type QrCodeRequest } from '@menu/shared/contract';
import type { z } from 'zod';
import { assertCanSee, assertCanWriteInto, listScope, visibleRecord, type AuthPrincipal } from '../auth/scope';
import type { AnnounceChanges } from '../changes/bus';
import { isForeignKeyViolation, isUniqueViolation } from '../db/client';
import { createError, fieldError } from '../errors';
import type { QrLookup } from '../table-session/qr-lookup';
import type { QrCodeRepository } from './repository';
import type { QrCodeRow } from './schema';

export const tableTaken = (table: string) => `Bu restoranda "${table}" masası için zaten bir QR kod var`;

type QrValues = z.output<typeof QrCodeRequest>;

const notFound = () => createError('NOT_FOUND', serverText.qrNotFound);

export type ScanDecision =
  | { kind: 'redirect'; qrCodeId: number | null }
  /** An active code with its own address: the diner goes there (only http/https, checked again here). */
  | { kind: 'custom'; qrCodeId: number; url: string }
  /** The code is paused (its restaurant is on). */
  | { kind: 'inactive' }
  /** The restaurant is off: its menu is not available now, whichever table's code was scanned. */
  | { kind: 'unpublished' }
  | { kind: 'unknown' };

export function createQrCodeService(repo: QrCodeRepository, lookup: QrLookup, announce: AnnounceChanges) {
  async function saveOrConflict<T>(values: { tableNumber: string }, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('tableNumber', tableTaken(values.tableNumber), 'CONFLICT');
      if (isForeignKeyViolation(error)) throw createError('NOT_FOUND', serverText.restaurantNotFound);
      throw error;
    }
  }

  const visible = visibleRecord(repo.findById, notFound);

  return {
    list(principal: AuthPrincipal, restaurantId?: number): Promise<QrCodeRow[]> {
      if (restaurantId) assertCanSee(principal, restaurantId, createError('NOT_FOUND', serverText.restaurantNotFound));
      return repo.list(listScope(principal), restaurantId);
    },

    get: visible,

    async create(principal: AuthPrincipal, values: QrValues): Promise<QrCodeRow> {
      assertCanWriteInto(principal, values.restaurantId);
      const row = await saveOrConflict(values, () =>
        repo.insert({
          restaurantId: values.restaurantId,
          tableNumber: values.tableNumber,
          qrCodeUrl: values.qrCodeUrl,
          qrCodeImage: values.qrCodeImage,
          isActive: values.isActive,
        }),
      );
      await announce([row.restaurantId], 'qr-codes');
      return row;
    },

    /** The counters (accessCount, lastAccessedDate) belong to the server: a PUT never changes them. */
    async update(principal: AuthPrincipal, id: number, values: QrValues): Promise<QrCodeRow> {
      const existing = await visible(principal, id);
      if (values.restaurantId !== existing.restaurantId) assertCanWriteInto(principal, values.restaurantId);
      // A printed code encodes its restaurant and table: moving it means printing it again (until staff say so).
      const moved = values.restaurantId !== existing.restaurantId || values.tableNumber !== existing.tableNumber;
      const needsReprint = values.reprinted ? false : existing.needsReprint || moved;
      const row = await saveOrConflict(values, () =>
        repo.update(id, {
          restaurantId: values.restaurantId,
          tableNumber: values.tableNumber,
          qrCodeUrl: values.qrCodeUrl,
          qrCodeImage: values.qrCodeImage,
          isActive: values.isActive,
          needsReprint,
        }),
      );
      if (!row) throw notFound();
      await announce([existing.restaurantId, row.restaurantId], 'qr-codes');
      return row;
    },

    async remove(principal: AuthPrincipal, id: number): Promise<void> {
      const existing = await visible(principal, id);
      if (!(await repo.delete(id))) throw notFound();
      await announce([existing.restaurantId], 'qr-codes');
    },

    /** Tables start..end: the missing ones are created in one statement; the taken ones are reported. */
    async bulkCreate(
      principal: AuthPrincipal,
      restaurantId: number,
      start: number,
      end: number,
    ): Promise<{ created: QrCodeRow[]; existing: string[] }> {
      assertCanWriteInto(principal, restaurantId);
      if (!(await repo.restaurantExists(restaurantId))) throw createError('NOT_FOUND', serverText.restaurantNotFound);
      const tables = Array.from({ length: end - start + 1 }, (_, i) => String(start + i));
      const created = await saveOrConflict({ tableNumber: '' }, () => repo.insertMissing(restaurantId, tables));
      await announce([restaurantId], 'qr-codes');
      const made = new Set(created.map((r) => r.tableNumber));
      created.sort((a, b) => Number(a.tableNumber) - Number(b.tableNumber));
      return { created, existing: tables.filter((t) => !made.has(t)) };
    },

    listPublic(restaurantId: number) {
      return repo.listForRestaurant(restaurantId);
    },

    /**
     * Scan: an active code of an active restaurant redirects; no table given, an active restaurant does too.
     * Answered from the lookup cache; with the database away and nothing cached, the diner still gets the menu
     * (the page shows its last copy), since telling them the code is unknown would be wrong.
     */
    async scan(restaurantId: number, tableNumber: string | undefined): Promise<ScanDecision> {
      let target;
      try {
        target = await lookup.scan(restaurantId, tableNumber);
      } catch {
        return { kind: 'redirect', qrCodeId: null };
      }
      if (!target) return { kind: 'unknown' };
      if (!target.active) return { kind: target.restaurantActive === false ? 'unpublished' : 'inactive' };
      if (target.customUrl && target.qrCodeId !== null && isHttpUrl(target.customUrl))
        return { kind: 'custom', qrCodeId: target.qrCodeId, url: target.customUrl };
      return { kind: 'redirect', qrCodeId: target.qrCodeId };
    },
  };
}
export type QrCodeService = ReturnType<typeof createQrCodeService>;
