import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { executeNamed } from '../../db/driver';
import {
  deliveries,
  deliveryPersons,
  orderEvents,
  orders,
  pushMessages,
  pushSubscriptions,
  pushVapidKeys,
  users,
} from '../../db/schema/index';

/** The order events a courier may be told of (the partial index `order_events_unpushed_idx`). */
export const PUSHED_EVENT_TYPES = ['assigned', 'reassigned', 'cancelled'] as const;

export type PushMessageRow = typeof pushMessages.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function readVapidKeys(db: DbOrTx) {
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  return row;
}

/** Keeps a pair unless another process kept one first; the kept one wins. */
export async function keepVapidKeys(db: DbOrTx, keys: { publicKey: string; privateKey: string }) {
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...keys })
    .onConflictDoNothing();
}

/** A phone's subscription, for this courier (a phone passed to another courier changes hands). */
export async function upsertSubscription(
  db: DbOrTx,
  row: { userId: string; endpoint: string; p256dh: string; auth: string },
) {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: sql`now()` },
    });
}

export async function deleteSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export async function deleteSubscriptionById(db: DbOrTx, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function subscriptionsOf(db: DbOrTx, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Events not projected yet, oldest first, locked for this transaction (as the e-mail's are). */
export async function lockUnpushedEvents(tx: DbOrTx, limit: number) {
  return tx
    .select()
    .from(orderEvents)
    .where(and(sql`${orderEvents.pushedAt} is null`, inArray(orderEvents.type, [...PUSHED_EVENT_TYPES])))
    .orderBy(orderEvents.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markEventsPushed(tx: DbOrTx, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(orderEvents).set({ pushedAt: at }).where(inArray(orderEvents.id, ids));
}

/** What a notification names of an order: its number, where it goes, and its courier now. */
export async function ordersForPush(tx: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      id: orders.id,
      number: orders.number,
      street: orders.shipStreet,
      city: orders.shipCity,
      courierPersonId: deliveries.deliveryPersonId,
    })
    .from(orders)
    .leftJoin(deliveries, eq(deliveries.orderId, orders.id))
    .where(inArray(orders.id, orderIds));
}

/** The couriers (by delivery person) who have a phone subscribed, with their user and language. */
export async function subscribedCouriers(tx: DbOrTx, personIds: string[]) {
  if (personIds.length === 0) return [];
  return tx
    .selectDistinct({ personId: deliveryPersons.id, userId: users.id, locale: users.preferredLocale })
    .from(deliveryPersons)
    .innerJoin(users, eq(users.id, deliveryPersons.userId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
    .where(inArray(deliveryPersons.id, personIds));
}

export async function insertMessages(
  tx: DbOrTx,
  rows: { userId: string; eventId: number; payload: Record<string, unknown> }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  await tx.insert(pushMessages).values(rows);
  return rows.length;
}

/** Due messages claimed for two minutes by this process (`FOR UPDATE SKIP LOCKED`, as the e-mail's). */
export async function claimDueMessages(db: Db, limit: number): Promise<PushMessageRow[]> {
  return executeNamed<PushMessageRow>(
    db,
    sql`update push_messages set claimed_until = now() + interval '2 minutes', attempts = attempts + 1
        where id in (
          select id from push_messages
          where status = 'pending' and next_attempt_at <= now()
            and (claimed_until is null or claimed_until < now())
          order by id limit ${limit} for update skip locked)
        returning id, user_id as "userId", event_id as "eventId", payload, status, attempts,
          next_attempt_at as "nextAttemptAt", claimed_until as "claimedUntil", last_error as "lastError",
          created_at as "createdAt", sent_at as "sentAt"`,
  );
}

export async function markMessageSent(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db
    .update(pushMessages)
    .set({ status: 'sent', sentAt: at, claimedUntil: null, lastError: null })
    .where(eq(pushMessages.id, id));
}

export async function markMessageRetry(
  db: DbOrTx,
  id: number,
  change: { failed: boolean; nextAttemptAt: Date; error: string },
): Promise<void> {
  await db
    .update(pushMessages)
    .set({
      status: change.failed ? 'failed' : 'pending',
      nextAttemptAt: change.nextAttemptAt,
      claimedUntil: null,
      lastError: change.error.slice(0, 1000),
    })
    .where(eq(pushMessages.id, id));
}
