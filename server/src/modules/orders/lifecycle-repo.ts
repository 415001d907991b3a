import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveries, deliveryEarnings, orders, payments, pinExceptions } from '../../db/schema/index';
import type { DeliveryRow, OrderRow } from './repo';

/**
 * The statements of the order life cycle (`lifecycle.ts`): the rows a move locks and reads, and
 * the writes its rules decide, each in the caller's transaction.
 */

export type EarningRow = typeof deliveryEarnings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The order row, locked until the transaction ends: moves of one order take turns. */
export async function lockOrder(tx: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** The order's delivery row, locked after the order's, if a courier was ever assigned. */
export async function lockDeliveryOfOrder(tx: DbOrTx, orderId: string): Promise<DeliveryRow | undefined> {
  const [delivery] = await tx.select().from(deliveries).where(eq(deliveries.orderId, orderId)).for('update');
  return delivery;
}

type OrderValues = typeof orders.$inferInsert;
type DeliveryValues = typeof deliveries.$inferInsert;

/** Sets the columns a move changes; answers the row as it is now, or nothing if it is gone. */
export async function updateOrder(
  tx: DbOrTx,
  orderId: string,
  change: Partial<OrderValues>,
): Promise<OrderRow | undefined> {
  const [row] = await tx.update(orders).set(change).where(eq(orders.id, orderId)).returning();
  return row;
}

/** Gives the order its invoice number. */
export function setInvoiceNumber(tx: DbOrTx, orderId: string, invoiceNumber: number, at: Date) {
  return updateOrder(tx, orderId, { invoiceNumber, invoicedAt: at });
}

/** Gives the order its credit note number. */
export function setCreditNoteNumber(tx: DbOrTx, orderId: string, creditNoteNumber: number, at: Date) {
  return updateOrder(tx, orderId, { creditNoteNumber, creditedAt: at });
}

/** Sets the columns of the order's delivery row that a move changes. */
export async function updateDeliveryOfOrder(
  tx: DbOrTx,
  orderId: string,
  change: Partial<DeliveryValues>,
): Promise<void> {
  await tx.update(deliveries).set(change).where(eq(deliveries.orderId, orderId));
}

/** The delivery row of a first assignment. */
export async function insertDelivery(tx: DbOrTx, values: DeliveryValues): Promise<void> {
  await tx.insert(deliveries).values(values);
}

/** Removes a courier's unpaid earning of the order (a paid one stays). */
export async function deletePendingEarning(tx: DbOrTx, personId: string, orderId: string): Promise<void> {
  await tx
    .delete(deliveryEarnings)
    .where(
      and(
        eq(deliveryEarnings.deliveryPersonId, personId),
        eq(deliveryEarnings.orderId, orderId),
        eq(deliveryEarnings.status, 'pending'),
      ),
    );
}

/** The courier's earning of the order: created, or its amount updated if the courier has one. */
export async function upsertEarning(
  tx: DbOrTx,
  values: { deliveryPersonId: string; orderId: string; amountCents: number; createdAt: Date },
): Promise<void> {
  await tx
    .insert(deliveryEarnings)
    .values(values)
    .onConflictDoUpdate({
      target: [deliveryEarnings.deliveryPersonId, deliveryEarnings.orderId],
      set: { amountCents: values.amountCents },
    });
}

/** Every courier's earning of the order. */
export function findEarningsOfOrder(tx: DbOrTx, orderId: string): Promise<EarningRow[]> {
  return tx.select().from(deliveryEarnings).where(eq(deliveryEarnings.orderId, orderId));
}

/** One courier's earning of the order, locked. */
export async function lockEarning(
  tx: DbOrTx,
  personId: string,
  orderId: string,
): Promise<EarningRow | undefined> {
  const [earning] = await tx
    .select()
    .from(deliveryEarnings)
    .where(and(eq(deliveryEarnings.deliveryPersonId, personId), eq(deliveryEarnings.orderId, orderId)))
    .for('update');
  return earning;
}

export async function deleteEarning(tx: DbOrTx, earningId: string): Promise<void> {
  await tx.delete(deliveryEarnings).where(eq(deliveryEarnings.id, earningId));
}

/** Sets the columns of one earning (its flag, or its payout). */
export async function updateEarning(
  tx: DbOrTx,
  earningId: string,
  change: Partial<typeof deliveryEarnings.$inferInsert>,
): Promise<void> {
  await tx.update(deliveryEarnings).set(change).where(eq(deliveryEarnings.id, earningId));
}

/** Marks a card payment as owed back; the refund itself is a provider call made after the commit. */
export async function markRefundPending(tx: DbOrTx, intentId: string, at: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ state: 'refund_pending', updatedAt: at })
    .where(eq(payments.intentId, intentId));
}

/** Counts a failed refund attempt of a payment still owed back; answers it, or nothing. */
export async function recordRefundFailure(
  tx: DbOrTx,
  intentId: string,
  reason: string,
  at: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ refundAttempts: sql`${payments.refundAttempts} + 1`, lastError: reason, updatedAt: at })
    .where(and(eq(payments.intentId, intentId), eq(payments.state, 'refund_pending')))
    .returning();
  return row;
}

/** Marks a payment still owed back as refunded; answers it, or nothing if another did it first. */
export async function markRefunded(tx: DbOrTx, intentId: string, at: Date): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ state: 'refunded', lastError: null, updatedAt: at })
    .where(and(eq(payments.intentId, intentId), eq(payments.state, 'refund_pending')))
    .returning();
  return row;
}

/** The order's payment status once its card payment is back with the customer; answers the order. */
export async function markOrderRefunded(
  tx: DbOrTx,
  orderId: string,
  at: Date,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus: 'refunded', updatedAt: at })
    .where(eq(orders.id, orderId))
    .returning();
  return row;
}

/** A wrong hand-over PIN typed at the door: the count of tries, and the lock at the last one. */
export async function recordPinFailure(
  tx: DbOrTx,
  orderId: string,
  change: { pinFailures: number; pinLockedAt: Date | null },
): Promise<void> {
  await tx.update(orders).set(change).where(eq(orders.id, orderId));
}

/**
 * A delivery completed without the PIN ("Can't get the PIN"), written with the move that
 * completes it, pending the admin's review.
 */
export async function insertPinException(
  tx: DbOrTx,
  values: {
    orderId: string;
    deliveryPersonId: string;
    reason: string;
    photoId: string;
    pinLocked: boolean;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await tx.insert(pinExceptions).values(values).returning({ id: pinExceptions.id });
  if (!row) throw new Error('pin exception not written');
  return row.id;
}
