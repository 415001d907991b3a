import type { PinExceptionListQuery, PinExceptionStatus } from '@ikawa/contracts/pin-exceptions';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { deliveryPersons, orders, pinExceptions, users } from '../../db/schema/index';

export type PinExceptionRow = typeof pinExceptions.$inferSelect;

/** An exception as the admin's list shows it: the row, the order's number and the names. */
export interface PinExceptionListRow {
  exception: PinExceptionRow;
  orderNumber: number;
  courierName: string;
  decidedByName: string | null;
}

const deciders = alias(users, 'deciders');

function listed(db: DbOrTx) {
  return db
    .select({
      exception: pinExceptions,
      orderNumber: orders.number,
      courierName: users.name,
      decidedByName: deciders.name,
    })
    .from(pinExceptions)
    .innerJoin(orders, eq(orders.id, pinExceptions.orderId))
    .innerJoin(deliveryPersons, eq(deliveryPersons.id, pinExceptions.deliveryPersonId))
    .innerJoin(users, eq(users.id, deliveryPersons.userId))
    .leftJoin(deciders, eq(deciders.id, pinExceptions.decidedById));
}

/** A page of exceptions, newest first, of one status or all. */
export async function listPinExceptions(
  db: DbOrTx,
  query: PinExceptionListQuery,
): Promise<{ rows: PinExceptionListRow[]; total: number }> {
  const where: SQL | undefined = query.status === 'all' ? undefined : eq(pinExceptions.status, query.status);
  const [rows, [counted]] = await Promise.all([
    listed(db)
      .where(where)
      .orderBy(desc(pinExceptions.createdAt), desc(pinExceptions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(pinExceptions).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findPinException(db: DbOrTx, id: string): Promise<PinExceptionListRow | undefined> {
  const [row] = await listed(db).where(eq(pinExceptions.id, id));
  return row;
}

/** The exception's row, locked until the transaction ends: two admins' decisions take turns. */
export async function lockPinException(tx: DbOrTx, id: string): Promise<PinExceptionRow | undefined> {
  const [row] = await tx.select().from(pinExceptions).where(eq(pinExceptions.id, id)).for('update');
  return row;
}

export async function decidePinException(
  tx: DbOrTx,
  id: string,
  decision: {
    status: Exclude<PinExceptionStatus, 'pending'>;
    decidedById: string;
    decidedAt: Date;
    note: string | null;
  },
): Promise<void> {
  await tx
    .update(pinExceptions)
    .set(decision)
    .where(and(eq(pinExceptions.id, id), eq(pinExceptions.status, 'pending')));
}
