import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderRefunds, orders, users } from '../../db/schema/index';

/**
 * The statements of returns and partial refunds (`applyRefund` in `lifecycle.ts`), each in the
 * caller's transaction, and the reads the order's page makes of them.
 */

export type RefundRow = typeof orderRefunds.$inferSelect;

/** A return or partial refund: what it credited is added to the order's `creditedCents`. */
export async function insertRefund(tx: DbOrTx, values: typeof orderRefunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(orderRefunds).values(values).returning();
  if (!row) throw new Error('refund insert returned nothing');
  await tx
    .update(orders)
    .set({ creditedCents: sql`${orders.creditedCents} + ${values.amountCents}`, updatedAt: values.createdAt })
    .where(eq(orders.id, values.orderId));
  return row;
}

/** Marks a card refund still pending as refunded; answers it, or nothing if another did it first. */
export async function markPartialRefunded(tx: DbOrTx, id: string, at: Date): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(orderRefunds)
    .set({ status: 'refunded', refundedAt: at, lastError: null })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending')))
    .returning();
  return row;
}

/** Counts a failed attempt of a card refund still pending; answers it. */
export async function recordPartialRefundFailure(
  tx: DbOrTx,
  id: string,
  reason: string,
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(orderRefunds)
    .set({ attempts: sql`${orderRefunds.attempts} + 1`, lastError: reason })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending')))
    .returning();
  return row;
}

/** Card refunds of returns still pending, for the shop's job to retry (fewer than `maxAttempts`). */
export async function findPartialRefundsToRetry(db: DbOrTx, now: Date, maxAttempts: number, limit: number) {
  return db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, 'pending'),
        lt(orderRefunds.attempts, maxAttempts),
        sql`${orderRefunds.createdAt} <= ${now.toISOString()}::timestamptz - interval '1 minute' * power(2, ${orderRefunds.attempts})`,
      ),
    )
    .orderBy(asc(orderRefunds.createdAt))
    .limit(limit);
}

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id));
  return row;
}

/** The refunds of some orders, oldest first. */
export async function findRefundsOfOrders(db: DbOrTx, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, orderIds))
    .orderBy(asc(orderRefunds.createdAt));
}

/** A staff member who may pay cash back (an admin or a delivery person), with their name. */
export async function findStaff(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, ['admin', 'delivery'])));
  return row;
}

/** How many of each product an order's returns gave back (a cancellation returns only the rest). */
export async function returnedQuantities(db: DbOrTx, orderId: string): Promise<Map<string, number>> {
  const returned = new Map<string, number>();
  for (const refund of await findRefundsOfOrders(db, [orderId]))
    for (const line of refund.lines)
      returned.set(line.productId, (returned.get(line.productId) ?? 0) + line.quantity);
  return returned;
}
