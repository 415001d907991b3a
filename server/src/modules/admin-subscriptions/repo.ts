import type { AdminSubscriptionListQuery } from '@ikawa/contracts/admin-subscriptions';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, products, subscriptionEvents, subscriptions, users } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { containsPattern } from '../../lib/like';

export type AdminSubscriptionRow = typeof subscriptions.$inferSelect;

/** A subscription as the owner's screens read it: the row and its customer. */
export interface SubscriptionWithCustomer {
  subscription: AdminSubscriptionRow;
  customer: { id: string; name: string; email: string };
}

function withCustomer(db: DbOrTx) {
  return db
    .select({
      subscription: subscriptions,
      customer: { id: users.id, name: users.name, email: users.email },
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId));
}

/** A page of subscriptions, newest first, by status, payment and the customer's name or e-mail. */
export async function listSubscriptionsPage(
  db: DbOrTx,
  query: AdminSubscriptionListQuery,
): Promise<{ rows: SubscriptionWithCustomer[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(subscriptions.status, query.status));
  if (query.payment !== 'all')
    conditions.push(sql`${subscriptions.template}->>'paymentMethod' = ${query.payment}`);
  if (query.q) {
    const text = containsPattern(query.q);
    const match = or(ilike(users.name, text), ilike(users.email, text));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    withCustomer(db)
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findSubscriptionWithCustomer(
  db: DbOrTx,
  id: string,
): Promise<SubscriptionWithCustomer | undefined> {
  const [row] = await withCustomer(db).where(eq(subscriptions.id, id));
  return row;
}

/** The subscription's history, oldest first. */
export async function listEventsOf(db: DbOrTx, subscriptionId: string) {
  return db
    .select({
      id: subscriptionEvents.id,
      type: subscriptionEvents.type,
      actorRole: subscriptionEvents.actorRole,
      data: subscriptionEvents.data,
      createdAt: subscriptionEvents.createdAt,
    })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionEvents.createdAt), asc(subscriptionEvents.id));
}

/** The orders the subscription placed, oldest first. */
export async function listOrdersOf(db: DbOrTx, subscriptionId: string) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      renewalOf: orders.renewalOf,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.subscriptionId, subscriptionId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** The active subscriptions due on or before `last`: the ones a forecast up to that day counts. */
export async function listActiveDueBy(db: DbOrTx, last: string) {
  return db
    .select({
      nextDate: subscriptions.nextDate,
      everyWeeks: subscriptions.everyWeeks,
      template: subscriptions.template,
      extras: subscriptions.extras,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.nextDate, last)));
}

/** The products lines name: name, weight, and today's price and archive state for the DTO. */
export async function findProducts(db: DbOrTx, ids: readonly string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      weightKg: products.weightKg,
      priceCents: products.priceCents,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(inArray(products.id, valid));
}

/**
 * The dashboard's figures: active and paused now, and those cancelled since `since` by reason
 * (null: none given), most first.
 */
export async function subscriptionFigures(db: DbOrTx, since: Date) {
  const cancelledSince = and(eq(subscriptions.status, 'cancelled'), gte(subscriptions.cancelledAt, since));
  const [[counts], reasons] = await Promise.all([
    db
      .select({
        active: sql<number>`count(*) filter (where ${subscriptions.status} = 'active')::int`,
        paused: sql<number>`count(*) filter (where ${subscriptions.status} = 'paused')::int`,
        cancelled: sql<number>`count(*) filter (where ${cancelledSince})::int`,
      })
      .from(subscriptions),
    db
      .select({ reason: subscriptions.cancelReason, count: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(cancelledSince)
      .groupBy(subscriptions.cancelReason)
      .orderBy(desc(sql`count(*)`), asc(subscriptions.cancelReason)),
  ]);
  return {
    active: counts?.active ?? 0,
    paused: counts?.paused ?? 0,
    cancelled: counts?.cancelled ?? 0,
    reasons,
  };
}
