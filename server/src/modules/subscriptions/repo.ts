import { and, asc, desc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, subscriptionEvents, subscriptions } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;

export async function insertSubscription(tx: DbOrTx, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('the subscription was not written');
  return row;
}

export async function listSubscriptionsOf(db: DbOrTx, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** The customer's subscription, locked for a change (none, or another's: undefined). */
export async function lockOwnSubscription(
  tx: DbOrTx,
  userId: string,
  id: string,
): Promise<SubscriptionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
    .for('update');
  return row;
}

/**
 * The next active subscription due on or before `day`, locked; one another process holds is
 * skipped (`SKIP LOCKED`), as are those this run already tried (`tried`).
 */
export async function claimDueSubscription(
  tx: DbOrTx,
  day: string,
  tried: readonly string[],
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.nextDate, day),
        ...(tried.length > 0 ? [notInArray(subscriptions.id, [...tried])] : []),
      ),
    )
    .orderBy(asc(subscriptions.nextDate), asc(subscriptions.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function updateSubscription(
  tx: DbOrTx,
  id: string,
  change: Partial<NewSubscription>,
): Promise<SubscriptionRow> {
  const [row] = await tx.update(subscriptions).set(change).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error('the subscription was not updated');
  return row;
}

export async function appendSubscriptionEvent(
  tx: DbOrTx,
  event: typeof subscriptionEvents.$inferInsert,
): Promise<void> {
  await tx.insert(subscriptionEvents).values(event);
}

export async function listSubscriptionEvents(db: DbOrTx, id: string): Promise<SubscriptionEventRow[]> {
  return db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, id))
    .orderBy(asc(subscriptionEvents.createdAt), asc(subscriptionEvents.id));
}

/** The products a subscription's lines name, as sold today (name and price). */
export async function findLineProducts(db: DbOrTx, ids: string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(inArray(products.id, valid));
}
