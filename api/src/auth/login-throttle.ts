// Sign-in throttling: counts failed attempts per user name and per IP in a fixed window, in the database, so
// any number of API instances enforce one limit (a row per user name and per address, table sign_in_throttle).
//
// Window rules (drill 6, api/test/drills/sign-in-abuse.test.ts):
// - Every attempt is counted as a failure before its password is checked, in the same step as the check,
//   so a burst of parallel attempts cannot all pass before the first failure is recorded; a success takes
//   the address's count back, and one that could not be judged (database down) takes both back. A refused
//   attempt is neither counted nor hashed.
// - 10 failures lock a user name until its 15-minute window ends, for every address except those the user
//   signed in from in the last 30 days: the owner at the usual place keeps working, so an attacker can
//   lock them out only elsewhere. A success clears the user name's failures, unless it is locked.
// - 30 failures lock an address for every user name, known or not, until its window ends.
//
// Atomic across instances without a transaction: an attempt adds itself to both counters in one upsert (rows
// locked in key order, so two attempts never deadlock) and reads the counts back; over a limit, it takes itself
// back out. Of parallel attempts at the edge exactly the ones within the limit pass.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInKnownAddresses, signInThrottle } from '../db/schema';
import type { ClusterJob } from '../jobs/cluster-jobs';
import { usernameKey } from '../users/username-key';

export interface ThrottleDecision {
  blocked: boolean;
  /** Seconds until the caller may try again (when blocked). */
  retryAfterSeconds: number;
}

export interface LoginThrottle {
  /** Checks the limits and, unless blocked, counts this attempt as a failure (one step). */
  attempt(username: string, ip: string): Promise<ThrottleDecision>;
  /** The attempt was right: the address's count is taken back, the user name's cleared, the address remembered. */
  recordSuccess(username: string, ip: string): Promise<void>;
  /** The attempt could not be judged (the database failed): both counts are taken back. */
  release(username: string, ip: string): Promise<void>;
}

export interface ThrottleLimits {
  perUsername: number;
  perIp: number;
  windowMs: number;
  /** How long an address a user signed in from stays exempt from that user name's lock. */
  knownAddressMs: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perUsername: 10,
  perIp: 30,
  windowMs: 15 * 60 * 1000,
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
};

/**
 * A sign-in name's throttle key is the account's own key (users.username_key), so every spelling that reaches
 * one account ('ADMIN', 'admın', 'ADMİN') shares one counter.
 */
export function throttleUsernameKey(username: string): string {
  return usernameKey(username);
}

const userKey = (username: string) => `u:${throttleUsernameKey(username)}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * The database-backed throttle. `now` is for tests (a clock they move); without it the database's clock
 * decides, one clock for every instance.
 */
export function createDatabaseLoginThrottle(
  db: Database,
  limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
  now?: () => number,
): LoginThrottle {
  const at = () => (now ? sql`${new Date(now()).toISOString()}::timestamptz` : sql`now()`);
  const ms = (value: number) => sql`${`${value} milliseconds`}::interval`;

  /** Takes one attempt back out of both counters (blocked, or not judged). */
  async function takeBack(username: string, ip: string): Promise<void> {
    // One statement over both rows: its index scan locks them in key order, as the attempt's upsert does.
    await db
      .update(signInThrottle)
      .set({ count: sql`greatest(${signInThrottle.count} - 1, 0)` })
      .where(
        and(
          sql`${signInThrottle.key} = any(array[${ipKey(ip)}, ${userKey(username)}]::text[])`,
          gt(signInThrottle.resetAt, at()),
        ),
      );
  }

  return {
    async attempt(username, ip) {
      const keys = [ipKey(ip), userKey(username)].sort();
      const rows = (await db.execute(sql`
        with counted as (
          insert into ${signInThrottle} as s (key, count, reset_at)
          select k, 1, ${at()} + ${ms(limits.windowMs)} from unnest(array[${keys[0]}, ${keys[1]}]::text[]) with ordinality as u(k, n) order by n
          on conflict (key) do update set
            count = case when s.reset_at <= ${at()} then 1 else s.count + 1 end,
            reset_at = case when s.reset_at <= ${at()} then excluded.reset_at else s.reset_at end
          returning key, count, reset_at
        )
        select key, count, extract(epoch from reset_at - ${at()}) * 1000 as remaining_ms,
          exists (select 1 from ${signInKnownAddresses} where username_key = ${throttleUsernameKey(username)} and ip = ${ip} and until > ${at()}) as known
        from counted`)) as unknown as { rows: CountRow[] };
      const list = rows.rows;
      const user = list.find((r) => r.key === userKey(username));
      const address = list.find((r) => r.key === ipKey(ip));
      let retryAfterMs = 0;
      if (address && Number(address.count) > limits.perIp) retryAfterMs = Number(address.remaining_ms);
      if (user && Number(user.count) > limits.perUsername && !user.known)
        retryAfterMs = Math.max(retryAfterMs, Number(user.remaining_ms));
      if (retryAfterMs > 0) {
        // A refused attempt is not counted.
        await takeBack(username, ip);
        return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      return { blocked: false, retryAfterSeconds: 0 };
    },

    async recordSuccess(username, ip) {
      // This attempt was counted too: without it, is the user name locked? If not, its failures are forgotten.
      await db
        .delete(signInThrottle)
        .where(
          and(eq(signInThrottle.key, userKey(username)), lt(sql`${signInThrottle.count} - 1`, limits.perUsername)),
        );
      await db
        .update(signInThrottle)
        .set({ count: sql`greatest(${signInThrottle.count} - 1, 0)` })
        .where(and(eq(signInThrottle.key, ipKey(ip)), gt(signInThrottle.resetAt, at())));
      await db
        .insert(signInKnownAddresses)
        .values({ usernameKey: throttleUsernameKey(username), ip, until: sql`${at()} + ${ms(limits.knownAddressMs)}` })
        .onConflictDoUpdate({
          target: [signInKnownAddresses.usernameKey, signInKnownAddresses.ip],
          set: { until: sql`excluded.until` },
        });
    },

    release: takeBack,
  };
}

interface CountRow {
  key: string;
  count: number | string;
  remaining_ms: number | string;
  known: boolean;
}

/** Removes counters whose window ended and addresses no longer remembered: hourly, once per cluster. */
export function throttleCleanupJob(db: Database): ClusterJob {
  return {
    name: 'sign-in-throttle-cleanup',
    everyMs: 60 * 60 * 1000,
    async run() {
      const counters = await db
        .delete(signInThrottle)
        .where(lt(signInThrottle.resetAt, sql`now()`))
        .returning({ key: signInThrottle.key });
      const addresses = await db
        .delete(signInKnownAddresses)
        .where(lt(signInKnownAddresses.until, sql`now()`))
        .returning({ ip: signInKnownAddresses.ip });
      const n = counters.length + addresses.length;
      return n > 0 ? `${n} expired sign-in throttle rows removed` : undefined;
    },
  };
}
