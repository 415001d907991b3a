import type { SubscriberListQuery } from '@ikawa/contracts/newsletter';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consentWordings, newsletterSubscriptions } from '../../db/schema/index';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** The server's copy of one version of the consent wording. */
export async function findConsentWording(
  db: DbOrTx,
  version: number,
): Promise<{ version: number; text: string } | undefined> {
  const [row] = await db
    .select({ version: consentWordings.version, text: consentWordings.text })
    .from(consentWordings)
    .where(eq(consentWordings.version, version));
  return row;
}

export async function lockByEmail(tx: DbOrTx, email: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .for('update');
  return row;
}

/** Inserts a pending subscription; undefined when the address arrived at the same moment twice. */
export async function insertSubscription(
  tx: DbOrTx,
  values: typeof newsletterSubscriptions.$inferInsert,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.insert(newsletterSubscriptions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSubscription(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof newsletterSubscriptions.$inferInsert>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .update(newsletterSubscriptions)
    .set(values)
    .where(eq(newsletterSubscriptions.id, id))
    .returning();
  return row;
}

export async function findByConfirmHash(db: DbOrTx, hash: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, hash));
  return row;
}

export async function findByUnsubscribeToken(
  db: DbOrTx,
  token: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token));
  return row;
}

export async function listSubscriptions(db: DbOrTx, query: SubscriberListQuery) {
  const where = query.status === 'all' ? undefined : eq(newsletterSubscriptions.status, query.status);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Every subscription, oldest first (the CSV export). */
export async function allSubscriptions(db: DbOrTx): Promise<SubscriptionRow[]> {
  return db.select().from(newsletterSubscriptions).orderBy(asc(newsletterSubscriptions.createdAt));
}
