// Reads and writes of the users table needed by sign-in and the auth plugin.
import { eq, sql } from 'drizzle-orm';
import { roleToWire, type Role } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { users, type NewUserRow, type UserRow } from '../db/schema';

/** The user as the front ends receive it (SPEC section 3); never carries the password hash. */
export interface UserWire {
  id: number;
  userId: number;
  restaurantId: number | null;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: number;
  isActive: boolean;
  lastLoginDate: string | null;
  createdDate: string;
}

export function userToWire(row: UserRow): UserWire {
  return {
    id: row.id,
    userId: row.id,
    restaurantId: row.restaurantId,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: roleToWire(row.role as Role),
    isActive: row.isActive,
    lastLoginDate: row.lastLoginDate ? row.lastLoginDate.toISOString() : null,
    createdDate: row.createdDate.toISOString(),
  };
}

export function createUserRepository(db: Database) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
    },
    async touchLastLogin(id: number): Promise<UserRow> {
      const [row] = await db.update(users).set({ lastLoginDate: new Date() }).where(eq(users.id, id)).returning();
      return row;
    },
    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return Number(row.n);
    },
    /** Revokes every token the user holds. */
    async bumpTokenVersion(id: number): Promise<void> {
      await db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, id));
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
