// User management rules (docs/roles-and-permissions.md): a SuperAdmin manages everyone; an Admin only its own
// restaurant's users and never a SuperAdmin; nobody deactivates, demotes or deletes themself or the last
// active SuperAdmin; user names and emails are unique ignoring case; a password change, deactivation,
// role or restaurant change ends the user's sessions (its token version goes up, its sessions are revoked).
// Changing one's own password needs the current one, and ends one's other sessions but not this one.
import {
  assignBreach,
  deleteBreach,
  manageBreach,
  selfUpdateBreach,
  serverText,
  USER_RULE_MESSAGES,
  type Role,
  type UserRuleBreach,
} from '@menu/shared/contract';
import type { UserCreateRequest, UserUpdateRequest } from '@menu/shared/contract';
import type { z } from 'zod';
import { PASSWORD_MESSAGES } from '@menu/shared/contract';
import type { PasswordHasher } from '../auth/password';
import type { SessionStore } from '../auth/sessions';
import { assertCanSee, assertCanWriteInto, listScope, type AuthPrincipal } from '../auth/scope';
import { isForeignKeyViolation, isUniqueViolation, pgConstraint, type Database } from '../db/client';
import type { UserRow } from '../db/schema';
import { createError, fieldError } from '../errors';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { createUserRepository, type UserRepository } from './repository';

// The shared builders type email and password as string | null for both of their modes (create and
// update share one function); on create both are required strings.
export type UserCreateValues = Omit<z.output<typeof UserCreateRequest>, 'email' | 'passwordHash'> & {
  email: string;
  passwordHash: string;
};
export type UserUpdateValues = Omit<z.output<typeof UserUpdateRequest>, 'email'> & { email: string };

export const USER_MESSAGES = {
  notFound: serverText.userNotFound,
  usernameTaken: 'Bu kullanıcı adı zaten kullanılıyor',
  emailTaken: 'Bu email adresi zaten kullanılıyor',
  ...USER_RULE_MESSAGES,
  lastSuperAdminDeactivate: 'Sistemdeki son aktif SuperAdmin pasifleştirilemez',
  lastSuperAdminDelete: 'Sistemdeki son aktif SuperAdmin silinemez',
  lastSuperAdminRole: 'Sistemdeki son aktif SuperAdmin başka bir role alınamaz',
} as const;

const notFound = () => createError('NOT_FOUND', USER_MESSAGES.notFound);

function refuseCommonPassword(password: string | null): void {
  if (password && isCommonPassword(password)) {
    throw fieldError('passwordHash', COMMON_PASSWORD_MESSAGE);
  }
}

/** 409 naming the field that clashes (checked first for a clear message; the unique indexes back it). */
async function refuseDuplicates(
  users: UserRepository,
  username: string,
  email: string,
  exceptId?: number,
): Promise<void> {
  const clash = await users.findClash(username, email, exceptId);
  if (!clash.username && !clash.email) return;
  const errors: Record<string, string[]> = {};
  if (clash.username) errors.username = [USER_MESSAGES.usernameTaken];
  if (clash.email) errors.email = [USER_MESSAGES.emailTaken];
  throw createError('CONFLICT', clash.username ? USER_MESSAGES.usernameTaken : USER_MESSAGES.emailTaken, { errors });
}

/** A concurrent insert that won the race still gets the Turkish message; so does a restaurant that does not exist. */
function mapUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error)) {
    const byEmail = /email/i.test(pgConstraint(error) ?? '');
    const message = byEmail ? USER_MESSAGES.emailTaken : USER_MESSAGES.usernameTaken;
    throw createError('CONFLICT', message, { errors: { [byEmail ? 'email' : 'username']: [message] } });
  }
  // The restaurant named in the body does not exist (the only foreign key a user row has).
  if (isForeignKeyViolation(error)) throw fieldError('restaurantId', serverText.restaurantNotFound);
  throw error;
}

/** A breach of the shared user rules: 403 for what the role may not do, 409 for what nobody may do to themself. */
function refuse(breach: UserRuleBreach | null): void {
  if (!breach) return;
  throw createError(
    breach === 'superAdminOnlyEdit' || breach === 'superAdminOnlyAssign' ? 'FORBIDDEN' : 'CONFLICT',
    USER_RULE_MESSAGES[breach],
  );
}

const actorOf = (principal: AuthPrincipal) => ({ id: principal.userId, role: principal.role });

function assertMayManage(principal: AuthPrincipal, target: UserRow): void {
  assertCanSee(principal, target.restaurantId, notFound());
  refuse(manageBreach(actorOf(principal), target));
}

function assertMayAssign(principal: AuthPrincipal, role: Role, restaurantId: number): void {
  refuse(assignBreach(actorOf(principal), role));
  assertCanWriteInto(principal, restaurantId);
}

/** 400 on the currentPassword field unless it is the user's password (self-service password change). */
export async function assertCurrentPassword(
  passwords: PasswordHasher,
  user: UserRow,
  currentPassword: string | null | undefined,
): Promise<void> {
  if (!currentPassword) {
    throw fieldError('currentPassword', PASSWORD_MESSAGES.currentRequired);
  }
  if (!(await passwords.verify(currentPassword, user.passwordHash))) {
    throw fieldError('currentPassword', PASSWORD_MESSAGES.currentWrong);
  }
}

export function createUserService(db: Database, passwords: PasswordHasher, sessions: SessionStore) {
  const users = createUserRepository(db);

  /** Another restaurant's user, and for anyone but a SuperAdmin any SuperAdmin, is "not found". */
  async function findVisible(principal: AuthPrincipal, id: number): Promise<UserRow> {
    const row = await users.findById(id);
    if (!row) throw notFound();
    assertCanSee(principal, row.restaurantId, notFound());
    if (row.role === 'SuperAdmin' && principal.role !== 'SuperAdmin') throw notFound();
    return row;
  }

  return {
    list(principal: AuthPrincipal): Promise<UserRow[]> {
      return users.list(listScope(principal));
    },

    get: findVisible,

    async create(principal: AuthPrincipal, values: UserCreateValues): Promise<UserRow> {
      assertMayAssign(principal, values.role, values.restaurantId);
      refuseCommonPassword(values.passwordHash);
      await refuseDuplicates(users, values.username, values.email);
      const passwordHash = await passwords.hash(values.passwordHash);
      try {
        return await users.insert({ ...values, passwordHash });
      } catch (error) {
        mapUniqueViolation(error);
      }
    },

    async update(principal: AuthPrincipal, id: number, values: UserUpdateValues): Promise<UserRow> {
      const existing = await findVisible(principal, id);
      assertMayManage(principal, existing);
      assertMayAssign(principal, values.role, values.restaurantId);
      refuse(selfUpdateBreach(actorOf(principal), existing, values));
      refuseCommonPassword(values.passwordHash);
      const self = existing.id === principal.userId;
      if (self && values.passwordHash) await assertCurrentPassword(passwords, existing, values.currentPassword);
      await refuseDuplicates(users, values.username, values.email, id);
      const passwordHash = values.passwordHash ? await passwords.hash(values.passwordHash) : null;

      const leavesSuperAdmins =
        existing.role === 'SuperAdmin' && existing.isActive && (!values.isActive || values.role !== 'SuperAdmin');
      const revokeSessions =
        passwordHash !== null ||
        (existing.isActive && !values.isActive) ||
        existing.role !== values.role ||
        existing.restaurantId !== values.restaurantId;
      const { passwordHash: _typed, currentPassword: _current, ...rest } = values;
      const changes = { ...rest, ...(passwordHash ? { passwordHash } : {}) };

      const write = (repo: UserRepository) => repo.update(id, changes, revokeSessions);
      try {
        const row = leavesSuperAdmins
          ? await users.withSuperAdminLock(async (tx, activeIds) => {
              if (!activeIds.some((other) => other !== id)) {
                throw createError(
                  'CONFLICT',
                  values.isActive ? USER_MESSAGES.lastSuperAdminRole : USER_MESSAGES.lastSuperAdminDeactivate,
                );
              }
              return write(createUserRepository(tx));
            })
          : await write(users);
        if (!row) throw notFound();
        if (revokeSessions) {
          // The token version already refuses their access tokens; revoking the sessions ends the refresh
          // tokens too. Changing one's own password keeps the session it was done from (re-stamped).
          const keep = self ? principal.sessionId : undefined;
          await sessions.revokeAllForUser(id, passwordHash !== null ? 'password' : 'credentials', keep);
          if (keep) await sessions.restamp(keep, row.tokenVersion);
        }
        return row;
      } catch (error) {
        mapUniqueViolation(error);
      }
    },

    /** Any signed-in user's own password (POST /api/auth/password): current one required, other sessions end. */
    async changeOwnPassword(principal: AuthPrincipal, currentPassword: string, newPassword: string): Promise<UserRow> {
      const existing = await users.findById(principal.userId);
      if (!existing) throw notFound();
      await assertCurrentPassword(passwords, existing, currentPassword);
      if (isCommonPassword(newPassword)) {
        throw fieldError('newPassword', COMMON_PASSWORD_MESSAGE);
      }
      const row = await users.update(existing.id, { passwordHash: await passwords.hash(newPassword) }, true);
      if (!row) throw notFound();
      await sessions.revokeAllForUser(row.id, 'password', principal.sessionId);
      if (principal.sessionId) await sessions.restamp(principal.sessionId, row.tokenVersion);
      return row;
    },

    async remove(principal: AuthPrincipal, id: number): Promise<void> {
      const existing = await findVisible(principal, id);
      assertMayManage(principal, existing);
      refuse(deleteBreach(actorOf(principal), existing));
      const removed =
        existing.role === 'SuperAdmin' && existing.isActive
          ? await users.withSuperAdminLock(async (tx, activeIds) => {
              if (!activeIds.some((other) => other !== id))
                throw createError('CONFLICT', USER_MESSAGES.lastSuperAdminDelete);
              return createUserRepository(tx).delete(id);
            })
          : await users.delete(id);
      if (!removed) throw notFound();
    },
  };
}
