// SQL for the users table: what sign-in and the auth plugin need, and the user management calls.
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { roleToWire, type Role } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { users, type NewUserRow, type UserRow } from '../db/schema';
import { usernameKey } from './username-key';
import { deleteById } from '../db/rows';

/** The user as the front ends receive it (docs/api-rules.md, Entities); never carries the password hash. */
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
    /**
     * The account this sign-in name reaches: by its key (usernameKey), or by the exact spelling for the rare
     * older account whose key was disambiguated when keys were introduced.
     */
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(or(eq(users.usernameKey, usernameKey(username)), eq(users.username, username)))
        .orderBy(sql`${users.username} = ${username} desc`)
        .limit(1);
      return row;
    },
    async touchLastLogin(id: number): Promise<UserRow> {
      const [row] = await db.update(users).set({ lastLoginDate: new Date() }).where(eq(users.id, id)).returning();
      return row;
    },
    async insert(values: Omit<NewUserRow, 'usernameKey'>): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...values, usernameKey: usernameKey(values.username) })
        .returning();
      return row;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return Number(row.n);
    },
    /**
     * Users of the given restaurants ('all' for a SuperAdmin), oldest first. A restaurant's list never holds
     * a SuperAdmin assigned to it: only SuperAdmins see SuperAdmins.
     */
    async list(scope: 'all' | number[]): Promise<UserRow[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const query = db.select().from(users);
      return scope === 'all'
        ? query.orderBy(asc(users.id))
        : query.where(and(inArray(users.restaurantId, scope), ne(users.role, 'SuperAdmin'))).orderBy(asc(users.id));
    },
    /** Another user (not `exceptId`) already holding this user name or email, compared case-insensitively. */
    async findClash(
      username: string,
      email: string,
      exceptId?: number,
    ): Promise<{ username: boolean; email: boolean }> {
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          and(
            or(eq(users.usernameKey, usernameKey(username)), sql`lower(${users.email}) = lower(${email})`),
            exceptId == null ? undefined : ne(users.id, exceptId),
          ),
        );
      return {
        username: rows.some((r) => usernameKey(r.username) === usernameKey(username)),
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
      };
    },
    /**
     * Runs `work` in a transaction after locking every active SuperAdmin row, so two requests cannot both
     * pass the "another active SuperAdmin remains" check and leave the system without one.
     */
    async withSuperAdminLock<T>(work: (tx: Database, activeSuperAdminIds: number[]) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'SuperAdmin'), eq(users.isActive, true)))
          .orderBy(asc(users.id))
          .for('update');
        return work(
          tx as unknown as Database,
          rows.map((r) => r.id),
        );
      });
    },
    async update(
      id: number,
      values: Partial<Omit<NewUserRow, 'usernameKey'>>,
      revokeSessions: boolean,
    ): Promise<UserRow | undefined> {
      const keyed = values.username === undefined ? values : { ...values, usernameKey: usernameKey(values.username) };
      const [row] = await db
        .update(users)
        .set(revokeSessions ? { ...keyed, tokenVersion: sql`${users.tokenVersion} + 1` } : keyed)
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    delete: (id: number) => deleteById(db, users, id),
    /** Revokes every token the user holds. */
    async bumpTokenVersion(id: number): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id));
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
