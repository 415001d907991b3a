import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, subscriptionEvents, subscriptions, users } from '../../db/schema/index';
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

/** A subscription by id, locked (the job's own moves). */
export async function lockSubscription(tx: DbOrTx, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

/** A subscription whose first card charge was refused: it never was (its events go with it). */
export async function deleteSubscription(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(subscriptions).where(eq(subscriptions.id, id));
}

/** Who a subscription's e-mails go to. */
export async function findSubscriber(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The next active subscription due on or before `day`, locked; one another process holds is
 * skipped (`SKIP LOCKED`), as are those this run already tried (`tried`), a card renewal waiting
 * for its retry (`retry_at` after `now`) and one being charged by another process (its lease,
 * `charging_since`, taken after `leaseCutoff`).
 */
export async function claimDueSubscription(
  tx: DbOrTx,
  day: string,
  tried: readonly string[],
  now: Date,
  leaseCutoff: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.nextDate, day),
        or(isNull(subscriptions.retryAt), lte(subscriptions.retryAt, now)),
        or(isNull(subscriptions.chargingSince), lt(subscriptions.chargingSince, leaseCutoff)),
        ...(tried.length > 0 ? [notInArray(subscriptions.id, [...tried])] : []),
      ),
    )
    .orderBy(asc(subscriptions.nextDate), asc(subscriptions.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/**
 * The next active subscription renewed from `today` to `until` (inclusive) whose customer has
 * not been reminded of that renewal, locked (`SKIP LOCKED`: another process takes the next).
 */
export async function claimReminder(
  tx: DbOrTx,
  today: string,
  until: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gt(subscriptions.nextDate, today),
        lte(subscriptions.nextDate, until),
        or(isNull(subscriptions.remindedFor), ne(subscriptions.remindedFor, subscriptions.nextDate)),
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

/**
 * The refused charges ever recorded for a renewal day: each attempt's payment key counts them,
 * so a new card or a resume after a pause gets a fresh charge, never the refused one again.
 */
export async function countChargeFailures(db: DbOrTx, id: string, day: string): Promise<number> {
  const rows = await db
    .select({ id: subscriptionEvents.id })
    .from(subscriptionEvents)
    .where(
      and(
        eq(subscriptionEvents.subscriptionId, id),
        inArray(subscriptionEvents.type, ['charge_failed', 'paused_after_failures']),
        sql`${subscriptionEvents.data}->>'day' = ${day}`,
      ),
    );
  return rows.length;
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
