// SQL for the menu_qr_codes table (the scan lookup and the visit record are in ../visits).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { menuQrCodes, restaurants } from '../db/schema';
import type { NewQrCodeRow, QrCodeRow } from './schema';
import { deleteById } from '../db/rows';

export function createQrCodeRepository(db: Database) {
  return {
    async list(scope: 'all' | number[], restaurantId?: number): Promise<QrCodeRow[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const conditions = [
        scope === 'all' ? undefined : inArray(menuQrCodes.restaurantId, scope),
        restaurantId ? eq(menuQrCodes.restaurantId, restaurantId) : undefined,
      ].filter((c) => c !== undefined);
      return db
        .select()
        .from(menuQrCodes)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(menuQrCodes.restaurantId), asc(menuQrCodes.id));
    },
    async findById(id: number): Promise<QrCodeRow | undefined> {
      const [row] = await db.select().from(menuQrCodes).where(eq(menuQrCodes.id, id)).limit(1);
      return row;
    },
    async insert(values: NewQrCodeRow): Promise<QrCodeRow> {
      const [row] = await db.insert(menuQrCodes).values(values).returning();
      return row;
    },
    async update(id: number, values: Partial<NewQrCodeRow>): Promise<QrCodeRow | undefined> {
      const [row] = await db.update(menuQrCodes).set(values).where(eq(menuQrCodes.id, id)).returning();
      return row;
    },
    delete: (id: number) => deleteById(db, menuQrCodes, id),
    /** One statement: the missing tables are created, the taken ones left alone (and reported by the caller). */
    async insertMissing(restaurantId: number, tableNumbers: string[]): Promise<QrCodeRow[]> {
      if (tableNumbers.length === 0) return [];
      return db
        .insert(menuQrCodes)
        .values(tableNumbers.map((tableNumber) => ({ restaurantId, tableNumber, qrCodeUrl: null, isActive: true })))
        .onConflictDoNothing({ target: [menuQrCodes.restaurantId, menuQrCodes.tableNumber] })
        .returning();
    },
    async restaurantExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, id)).limit(1);
      return !!row;
    },
    /** Public list of one restaurant's codes (the menu reads id, tableNumber, isActive). */
    async listForRestaurant(restaurantId: number): Promise<Array<Pick<QrCodeRow, 'id' | 'tableNumber' | 'isActive'>>> {
      return db
        .select({ id: menuQrCodes.id, tableNumber: menuQrCodes.tableNumber, isActive: menuQrCodes.isActive })
        .from(menuQrCodes)
        .innerJoin(restaurants, eq(restaurants.id, menuQrCodes.restaurantId))
        .where(and(eq(menuQrCodes.restaurantId, restaurantId), eq(restaurants.isActive, true)))
        .orderBy(asc(menuQrCodes.id));
    },
  };
}
export type QrCodeRepository = ReturnType<typeof createQrCodeRepository>;
