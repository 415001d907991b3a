import {
  type LoginInput,
  PASSWORD_RESET_TTL_MINUTES,
  type RegisterInput,
  type ResetPasswordInput,
} from '@ikawa/contracts/auth';
import { DEFAULT_LOCALE, localizedPath } from '@ikawa/contracts/i18n';
import type { User } from '@ikawa/contracts/users';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fastq from 'fastq';
import type { Db } from '../../db/client';
import { addresses, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword, timingSafeDummyHash, verifyPassword } from '../../lib/password';
import { getSettingsRow } from '../settings/repo';
import { assertShipsTo } from '../settings/shipping';
import { toUserDto } from '../users/mapper';
import {
  bumpTokenVersion,
  forgetSessionUser,
  findDefaultAddress,
  findUserByEmail,
  findUserById,
  type UserRow,
} from '../users/repo';
import { hashToken, type MailService, newToken } from '../mail/service';
import { countRecentResets, insertReset, lockUsableReset, useAllResets } from './reset-repo';
import type { LoginThrottle } from './throttle';

/** Reset e-mails one account receives per hour at most; further requests send nothing. */
const MAX_RESETS_PER_HOUR = 3;
/**
 * Reset requests waiting for their lookup and e-mail; beyond this many (a flood from many
 * addresses) further ones are dropped with a warning rather than held in memory.
 */
const MAX_QUEUED_RESETS = 1000;

export interface AuthServiceDeps {
  db: Db;
  throttle: LoginThrottle;
  signToken(user: Pick<UserRow, 'id' | 'tokenVersion'>): string;
  mail: MailService;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function createAuthService({
  db,
  throttle,
  signToken,
  mail,
  log,
  now = () => new Date(),
}: AuthServiceDeps) {
  async function userDto(row: UserRow): Promise<User> {
    return toUserDto(row, await findDefaultAddress(db, row.id));
  }

  /** Writes a single-use link (one hour) to the account's e-mail, if the address has an account. */
  async function writeResetLink(email: string): Promise<void> {
    const row = await findUserByEmail(db, email);
    if (!row || row.anonymisedAt) return;
    const at = now();
    await db.transaction(async (tx) => {
      const since = new Date(at.getTime() - 60 * 60_000);
      if ((await countRecentResets(tx, row.id, since)) >= MAX_RESETS_PER_HOUR) return;
      const { token, hash } = newToken();
      const expiresAt = new Date(at.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
      const id = await insertReset(tx, { userId: row.id, tokenHash: hash, expiresAt, createdAt: at });
      // After `#`: browsers keep the fragment to themselves, so the live token is in no request log.
      const locale = row.preferredLocale;
      const link = mail.link(
        `${localizedPath(locale, '/reset-password')}#token=${encodeURIComponent(token)}`,
      );
      await mail.write(
        tx,
        'password_reset',
        row.email,
        { name: row.name, link, minutes: PASSWORD_RESET_TTL_MINUTES, locale },
        `reset:${id}`,
      );
    });
  }

  // One at a time: reset e-mails are rare, and a flood must not take every database connection.
  const resets = fastq.promise(writeResetLink, 1);
  /** Requests answered whose work is not yet in the queue (it starts on the next turn). */
  let scheduled = 0;

  return {
    /** SPEC §7: the role is always `customer`, whatever the payload says. */
    async register(input: RegisterInput): Promise<{ user: User; token: string }> {
      if (await findUserByEmail(db, input.email))
        throw new AppError('conflict', ERRORS.auth.emailTaken, { code: 'email_taken' });
      // The address given at sign-up is the first delivery address: refused before any account is made.
      if (input.address) assertShipsTo(await getSettingsRow(db), input.address.country);
      const passwordHash = await hashPassword(input.password);
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              name: input.name,
              email: input.email,
              passwordHash,
              role: 'customer',
              preferredLocale: input.locale ?? DEFAULT_LOCALE,
              lastLoginAt: new Date(),
            })
            .returning();
          if (!created) throw new Error('user insert returned nothing');
          if (input.address) {
            const { phone, latitude, longitude, ...rest } = input.address;
            await tx.insert(addresses).values({
              userId: created.id,
              ...rest,
              phone: phone ?? null,
              latitude: latitude ?? null,
              longitude: longitude ?? null,
              isDefault: true,
            });
          }
          await mail.write(
            tx,
            'welcome',
            created.email,
            { name: created.name, locale: created.preferredLocale },
            `welcome:${created.id}`,
          );
          return created;
        });
        return { user: await userDto(row), token: signToken(row) };
      } catch (error) {
        // Two sign-ups with one e-mail at the same moment: the unique index decides.
        if (isUniqueViolation(error))
          throw new AppError('conflict', ERRORS.auth.emailTaken, { code: 'email_taken' });
        throw error;
      }
    },

    async login(input: LoginInput, ip: string): Promise<{ user: User; token: string }> {
      const row = await findUserByEmail(db, input.email);
      // From one of the owner's usual addresses the account's own lock does not apply.
      const knownAddress = row ? await throttle.isKnownAddress(row.id, ip) : false;
      await throttle.assertAllowed(input.email, ip, knownAddress);
      const valid = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await verifyPassword(await timingSafeDummyHash(), input.password).then(() => false);
      if (!row || !valid || row.anonymisedAt) {
        await throttle.recordFailure(input.email, ip, knownAddress);
        throw new AppError('unauthorized', ERRORS.auth.invalidCredentials, { code: 'invalid_credentials' });
      }
      await throttle.recordSuccess(row.id, row.email, ip);
      const [updated] = await db
        .update(users)
        .set({ lastLoginAt: new Date() })
        .where(eq(users.id, row.id))
        .returning();
      const user = updated ?? row;
      return { user: await userDto(user), token: signToken(user) };
    },

    /**
     * Writes a reset link to the account's e-mail, after the caller has answered: the lookup,
     * the token and the outbox row run on the next turn of the event loop, so the answer takes
     * the same time whether or not the address has an account (README "Security"). Failures
     * are logged; the person can ask again.
     */
    forgotPassword(email: string): void {
      if (scheduled + resets.length() >= MAX_QUEUED_RESETS) {
        log.warn('password reset requests are queued beyond their limit: this one is dropped');
        return;
      }
      scheduled += 1;
      setImmediate(() => {
        scheduled -= 1;
        resets
          .push(email)
          .catch((error: unknown) => log.error({ err: error }, 'password reset e-mail not written'));
      });
    },

    /** Resolves once every reset request answered so far has written its e-mail (or failed). */
    async settled(): Promise<void> {
      while (scheduled > 0 || !resets.idle()) {
        await new Promise((resolve) => setImmediate(resolve));
        await resets.drained();
      }
    },

    /** Sets the new password, uses up the link and ends every earlier session. */
    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const at = now();
      const userId = await db.transaction(async (tx) => {
        const reset = await lockUsableReset(tx, hashToken(input.token), at);
        if (!reset) return null;
        await useAllResets(tx, reset.userId, at);
        await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, reset.userId));
        await bumpTokenVersion(tx, reset.userId);
        return reset.userId;
      });
      if (userId) forgetSessionUser(db, userId);
      if (!userId) throw new AppError('business_rule', ERRORS.auth.resetInvalid, { code: 'invalid_link' });
    },

    /** Sign-out revokes the token on the server: every earlier token of the user stops working. */
    async logout(userId: string): Promise<void> {
      await bumpTokenVersion(db, userId);
    },

    async me(userId: string): Promise<User> {
      const row = await findUserById(db, userId);
      if (!row) throw new AppError('unauthorized', ERRORS.auth.sessionExpired, { code: 'session_expired' });
      return userDto(row);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
