import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle, loginAddresses } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMinutes: number;
}

/** The first pause after too many failures; each further failure doubles it, up to the cap. */
export const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;
/** An address the owner signed in from within this many days is one of their usual places. */
const KNOWN_ADDRESS_DAYS = 90;

/**
 * Failed sign-ins counted in the database, so every process sees the same numbers:
 * - per account *and* address: the owner mistyping from home is slowed down at home only;
 * - per account, from addresses it never signed in from: an attacker guessing one account from
 *   anywhere is slowed down, while the owner's correct password from a usual address still works;
 * - per address, across accounts: one address spraying many accounts is slowed down.
 * Past its limit each key is locked for a pause that doubles with every further failure
 * (30 s, 1 min, 2 min … 15 min). Only failures count: many people signing in correctly from one
 * office address are never blocked.
 */
export function createLoginThrottle(db: Db, limits: ThrottleLimits) {
  const pairKey = (email: string, ip: string) => `pair:${email.toLowerCase()}|${ip}`;
  const accountKey = (email: string) => `account:${email.toLowerCase()}`;
  const addressKey = (ip: string) => `address:${ip}`;
  const windowInterval = sql.raw(`interval '${Math.floor(limits.windowMinutes)} minutes'`);

  /** The keys that apply to this attempt. */
  function keysOf(email: string, ip: string, knownAddress: boolean): string[] {
    const keys = [pairKey(email, ip), addressKey(ip)];
    if (!knownAddress) keys.push(accountKey(email));
    return keys;
  }

  return {
    /** Was this address the owner's within the last 90 days (a successful sign-in from it)? */
    async isKnownAddress(userId: string, ip: string): Promise<boolean> {
      const [row] = await db
        .select({ address: loginAddresses.address })
        .from(loginAddresses)
        .where(
          and(
            eq(loginAddresses.userId, userId),
            eq(loginAddresses.address, ip),
            gt(
              loginAddresses.lastSuccessAt,
              sql`now() - ${sql.raw(`interval '${KNOWN_ADDRESS_DAYS} days'`)}`,
            ),
          ),
        );
      return Boolean(row);
    },

    async assertAllowed(email: string, ip: string, knownAddress: boolean): Promise<void> {
      const [locked] = await db
        .select({ key: authThrottle.key })
        .from(authThrottle)
        .where(
          and(
            inArray(authThrottle.key, keysOf(email, ip, knownAddress)),
            gt(authThrottle.lockedUntil, sql`now()`),
          ),
        )
        .limit(1);
      if (locked) {
        throw new AppError('rate_limited', ERRORS.auth.tooManyAttempts, { code: 'too_many_attempts' });
      }
    },

    async recordFailure(email: string, ip: string, knownAddress: boolean): Promise<void> {
      const inWindow = sql`${authThrottle.windowStartedAt} > now() - ${windowInterval}`;
      const failures = sql`(case when ${inWindow} then ${authThrottle.failures} + 1 else 1 end)`;
      const int = (value: number) => sql.raw(String(Math.floor(value)));
      const limit = sql`(case when ${authThrottle.key} like 'address:%' then ${int(limits.perAddress)} else ${int(limits.perAccount)} end)`;
      // Locked once the limit is reached; each failure past it doubles the pause.
      const lockedUntil = sql`(case when ${failures} >= ${limit}
        then now() + interval '1 second' * least(${int(MAX_DELAY_SECONDS)}, ${int(FIRST_DELAY_SECONDS)} * power(2, ${failures} - ${limit}))
        else null end)`;
      await db
        .insert(authThrottle)
        .values(
          keysOf(email, ip, knownAddress).map((key) => {
            const keyLimit = key.startsWith('address:') ? limits.perAddress : limits.perAccount;
            return {
              key,
              failures: 1,
              lockedUntil:
                keyLimit <= 1
                  ? sql`now() + interval '${sql.raw(String(FIRST_DELAY_SECONDS))} seconds'`
                  : null,
            };
          }),
        )
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures,
            lockedUntil,
            windowStartedAt: sql`case when ${inWindow} then ${authThrottle.windowStartedAt} else now() end`,
          },
        });
    },

    /**
     * A correct password: this address becomes (or stays) one of the owner's usual places, and
     * its own count starts again. The account's count from elsewhere is kept: an attacker's
     * pause does not end because the owner signed in.
     */
    async recordSuccess(userId: string, email: string, ip: string): Promise<void> {
      await db.delete(authThrottle).where(eq(authThrottle.key, pairKey(email, ip)));
      await db
        .insert(loginAddresses)
        .values({ userId, address: ip })
        .onConflictDoUpdate({
          target: [loginAddresses.userId, loginAddresses.address],
          set: { lastSuccessAt: sql`now()` },
        });
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
