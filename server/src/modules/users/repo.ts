import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOutsideTransactions } from '../../db/prepared';
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
  return row;
}

/** Ends every session of the user (sign-out revokes the token on the server). */
export async function bumpTokenVersion(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
