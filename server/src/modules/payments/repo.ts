import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPayment(db: DbOrTx, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId));
  return row;
}

export async function findPaymentByKey(db: DbOrTx, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(values).onConflictDoNothing({ target: payments.intentId });
}

/** The payment row, locked until the transaction ends: one outcome per payment. */
export async function lockPayment(tx: DbOrTx, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.intentId, intentId)).for('update');
  return row;
}

export async function markPayment(
  tx: DbOrTx,
  intentId: string,
  values: Partial<Pick<PaymentRow, 'state' | 'orderId' | 'lastError'>>,
): Promise<void> {
  await tx
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payments.intentId, intentId));
}

/** Intents opened before `before` and still open, oldest first (the expiry job). */
export async function findPaymentsToExpire(db: DbOrTx, before: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.state, 'open'), lt(payments.createdAt, before)))
    .orderBy(payments.createdAt)
    .limit(limit);
}

/**
 * Refunds still owed whose last attempt is old enough for another: the pause doubles with each
 * attempt (1, 2, 4 … minutes), and after `maxAttempts` a person has to look.
 */
export async function findRefundsToRetry(db: DbOrTx, now: Date, maxAttempts: number, limit: number) {
  return db
    .select({ intentId: payments.intentId })
    .from(payments)
    .where(
      and(
        eq(payments.state, 'refund_pending'),
        lt(payments.refundAttempts, maxAttempts),
        sql`${payments.updatedAt} <= ${now.toISOString()}::timestamptz - interval '1 minute' * power(2, ${payments.refundAttempts})`,
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(limit);
}
