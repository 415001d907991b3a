import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedOutsideTransactions } from '../../db/prepared';
import { rowCacheOf } from '../../db/row-cache';
import { addresses, type paymentMethods, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** Every signed-in request reads its user: a prepared statement outside transactions. */
export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const prepared = preparedOutsideTransactions(db, 'user_by_id', (root) =>
    root
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('user_by_id'),
  );
  const [row] = prepared
    ? await prepared.execute({ id })
    : await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** What a signed-in request is checked against (the auth plugin). */
export type SessionUser = Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'tokenVersion' | 'anonymisedAt'>;

const sessionKey = (id: string) => `users:${id}`;

/**
 * The signed-in user's session facts, read by every signed-in request (issue 15 §1): the
 * process's copy while the database says the row has not changed (`RowCache`; migration 0023's
 * trigger tells every process of a change at COMMIT), read again at once after this process
 * changes them (`forgetSessionUser`).
 */
export async function findSessionUser(db: Db, id: string): Promise<SessionUser | undefined> {
  const load = async (): Promise<SessionUser | undefined> => {
    const row = await findUserById(db, id);
    return (
      row && {
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        tokenVersion: row.tokenVersion,
        anonymisedAt: row.anonymisedAt,
      }
    );
  };
  const cache = rowCacheOf(db);
  return cache ? cache.read(sessionKey(id), load) : load();
}

/**
 * This process reads the user's session facts again from now on: called after a change to
 * their name, e-mail, role or sessions is committed (other processes hear of it from the
 * database a moment later).
 */
export function forgetSessionUser(db: DbOrTx, id: string): void {
  rowCacheOf(db)?.forget(sessionKey(id));
}

export async function findDefaultAddress(db: DbOrTx, userId: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  return row;
}

/** Staff accounts (admins and couriers) and the given e-mails: who must never keep a public password. */
export async function findStaffAndAccounts(db: DbOrTx, emails: string[]): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.anonymisedAt),
        or(
          inArray(users.role, ['admin', 'delivery']),
          inArray(
            users.email,
            emails.map((e) => e.toLowerCase()),
          ),
        ),
      ),
    );
}

/** Sets a new password hash and ends every session of the user (token version). */
export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  forgetSessionUser(db, userId);
  return row;
}

/** Ends every session of the user (sign-out revokes the token on the server). */
export async function bumpTokenVersion(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  // In a transaction this does nothing: its caller forgets the user once it has committed.
  forgetSessionUser(db, userId);
}
