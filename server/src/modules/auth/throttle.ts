import { AUTH_MESSAGES } from '@ikawa/contracts/auth';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMinutes: number;
}

/**
 * Failed sign-ins counted in the database per account and per client address, so every
 * process sees the same numbers. Only failures count: many people signing in correctly from
 * one office address are never blocked.
 */
export function createLoginThrottle(db: Db, limits: ThrottleLimits) {
  const accountKey = (email: string) => `account:${email.toLowerCase()}`;
  const addressKey = (ip: string) => `address:${ip}`;
  const windowInterval = sql.raw(`interval '${Math.floor(limits.windowMinutes)} minutes'`);

  return {
    async assertAllowed(email: string, ip: string): Promise<void> {
      const rows = await db
        .select({ key: authThrottle.key, failures: authThrottle.failures })
        .from(authThrottle)
        .where(
          sql`${inArray(authThrottle.key, [accountKey(email), addressKey(ip)])} and ${authThrottle.windowStartedAt} > now() - ${windowInterval}`,
        );
      for (const row of rows) {
        const limit = row.key.startsWith('account:') ? limits.perAccount : limits.perAddress;
        if (row.failures >= limit) throw new AppError('rate_limited', AUTH_MESSAGES.tooManyAttempts);
      }
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      await db
        .insert(authThrottle)
        .values([
          { key: accountKey(email), failures: 1 },
          { key: addressKey(ip), failures: 1 },
        ])
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures: sql`case when ${authThrottle.windowStartedAt} > now() - ${windowInterval} then ${authThrottle.failures} + 1 else 1 end`,
            windowStartedAt: sql`case when ${authThrottle.windowStartedAt} > now() - ${windowInterval} then ${authThrottle.windowStartedAt} else now() end`,
          },
        });
    },

    async recordSuccess(email: string): Promise<void> {
      await db.delete(authThrottle).where(inArray(authThrottle.key, [accountKey(email)]));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
