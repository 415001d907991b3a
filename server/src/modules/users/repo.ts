import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedOutsideTransactions } from '../../db/prepared';
import { rowCacheOf } from '../../db/row-cache';
import { addresses, paymentMethods, users } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { DEFAULT_LOCALE, type Locale } from '@ikawa/contracts/i18n';

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

/** The account's language (its e-mails and documents); English for an account gone. */
export async function findUserLocale(db: DbOrTx, id: string): Promise<Locale> {
  const [row] = await db.select({ locale: users.preferredLocale }).from(users).where(eq(users.id, id));
  return row?.locale ?? DEFAULT_LOCALE;
}

/** What a signed-in request is checked against (the auth plugin). */
export type SessionUser = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'role' | 'tokenVersion' | 'anonymisedAt' | 'preferredLocale'
>;

const sessionKey = (id: string) => `users:${id}`;

/**
 * The signed-in user's session facts, read by every signed-in request: the
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
        preferredLocale: row.preferredLocale,
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

/**
 * Changes the fields given (`updatedAt` set); `endSessions` also ends every session of the
 * user (token version). In a transaction the caller forgets the user once it has committed.
 */
export async function updateUserFields(
  db: DbOrTx,
  userId: string,
  fields: Partial<Pick<UserRow, 'name' | 'email' | 'phone' | 'profileImage' | 'role' | 'preferredLocale'>>,
  { endSessions = false }: { endSessions?: boolean } = {},
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      ...fields,
      ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  forgetSessionUser(db, userId);
  return row;
}

/** Erases an account that has no history (its addresses and cards go with it). */
export async function deleteUserRow(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

/**
 * Keeps an account with history as "Deleted user": no name, e-mail, phone, picture, password
 * anyone knows, addresses or cards, and no session left.
 */
export async function anonymiseUserRow(tx: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({
      name: 'Deleted user',
      email: `deleted-${userId}@ikawa.invalid`,
      passwordHash,
      phone: null,
      profileImage: null,
      anonymisedAt: new Date(),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await tx.delete(addresses).where(eq(addresses.userId, userId));
  await tx.delete(paymentMethods).where(eq(paymentMethods.userId, userId));
}

// ---- saved addresses and cards: each account has at most one default of each ---------------

/** The tables of what an account saves, each with one default row at most. */
type SavedTable = typeof addresses | typeof paymentMethods;

/** Makes one saved row the account's default (the others stop being it). */
async function markDefault(tx: DbOrTx, table: SavedTable, userId: string, id: string): Promise<void> {
  await tx
    .update(table)
    .set({ isDefault: false })
    .where(and(eq(table.userId, userId), ne(table.id, id), eq(table.isDefault, true)));
  await tx.update(table).set({ isDefault: true }).where(eq(table.id, id));
}

/** The id of the account's newest saved row of `table`, if any is left. */
async function newestId(db: DbOrTx, table: SavedTable, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt))
    .limit(1);
  return row?.id;
}

/** Whether the account has a default row in `table`. */
async function hasDefault(db: DbOrTx, table: SavedTable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.isDefault, true)));
  return row !== undefined;
}

// ---- saved addresses -------------------------------------------------------------------------

/** The account's addresses, the default first, then oldest first. */
export function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), addresses.createdAt);
}

/** One of the account's addresses (undefined for another account's or a malformed id). */
export async function findAddress(
  db: DbOrTx,
  userId: string,
  addressId: string,
): Promise<AddressRow | undefined> {
  if (!isUuid(addressId)) return undefined;
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

/** The default addresses of several accounts. */
export function findDefaultAddresses(db: DbOrTx, userIds: string[]): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(inArray(addresses.userId, userIds), eq(addresses.isDefault, true)));
}

/** The account's default address becomes `values`: the one it has is changed, or one is made. */
export async function saveDefaultAddress(tx: DbOrTx, userId: string, values: AddressValues): Promise<void> {
  const current = await findDefaultAddress(tx, userId);
  if (current) await updateAddressRow(tx, current.id, values);
  else await insertAddress(tx, userId, values, true);
}

/** The id of the account's newest address, if any is left. */
export function findNewestAddressId(db: DbOrTx, userId: string): Promise<string | undefined> {
  return newestId(db, addresses, userId);
}

export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'isDefault' | 'createdAt'>;

export async function insertAddress(
  tx: DbOrTx,
  userId: string,
  values: AddressValues,
  isDefault: boolean,
): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ userId, ...values, isDefault })
    .returning();
  return row!;
}

export async function updateAddressRow(tx: DbOrTx, addressId: string, values: AddressValues): Promise<void> {
  await tx.update(addresses).set(values).where(eq(addresses.id, addressId));
}

export async function deleteAddressRow(tx: DbOrTx, addressId: string): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.id, addressId));
}

/** Makes one address the account's default; the partial unique index keeps it at one per user. */
export function markDefaultAddress(tx: DbOrTx, userId: string, addressId: string): Promise<void> {
  return markDefault(tx, addresses, userId, addressId);
}

// ---- saved cards ---------------------------------------------------------------------------

/** The account's saved cards, the default first, then oldest first. */
export function listPaymentMethods(db: DbOrTx, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), paymentMethods.createdAt);
}

/** One of the account's saved cards (undefined for another account's or a malformed id). */
export async function findPaymentMethod(
  db: DbOrTx,
  userId: string,
  methodId: string,
): Promise<PaymentMethodRow | undefined> {
  if (!isUuid(methodId)) return undefined;
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.userId, userId)));
  return row;
}

/** The account's card kept under a provider's token (a Stripe payment method id). */
export async function findPaymentMethodByToken(
  db: DbOrTx,
  userId: string,
  providerToken: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.providerToken, providerToken)));
  return row;
}

/** Whether the account has a default card. */
export function hasDefaultPaymentMethod(db: DbOrTx, userId: string): Promise<boolean> {
  return hasDefault(db, paymentMethods, userId);
}

/** The id of the account's newest saved card, if any is left. */
export function findNewestPaymentMethodId(db: DbOrTx, userId: string): Promise<string | undefined> {
  return newestId(db, paymentMethods, userId);
}

export type PaymentMethodValues = Omit<
  typeof paymentMethods.$inferInsert,
  'id' | 'userId' | 'isDefault' | 'createdAt'
>;

export async function insertPaymentMethod(
  tx: DbOrTx,
  userId: string,
  values: PaymentMethodValues,
): Promise<PaymentMethodRow> {
  const [row] = await tx
    .insert(paymentMethods)
    .values({ userId, ...values, isDefault: false })
    .returning();
  return row!;
}

export async function updatePaymentMethodRow(
  tx: DbOrTx,
  methodId: string,
  changes: Partial<Pick<PaymentMethodRow, 'cardholderName' | 'expMonth' | 'expYear'>>,
): Promise<void> {
  // "Make default" alone changes nothing here (an empty SET is an error in SQL).
  if (Object.keys(changes).length === 0) return;
  await tx.update(paymentMethods).set(changes).where(eq(paymentMethods.id, methodId));
}

export async function deletePaymentMethodRow(tx: DbOrTx, methodId: string): Promise<void> {
  await tx.delete(paymentMethods).where(eq(paymentMethods.id, methodId));
}

/** Makes one card the account's default (one per user). */
export function markDefaultPaymentMethod(tx: DbOrTx, userId: string, methodId: string): Promise<void> {
  return markDefault(tx, paymentMethods, userId, methodId);
}
