import type { StockMovementReason } from '@ikawa/contracts/stock';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, products, stockMovements, users } from '../../db/schema/index';

export interface NewStockMovement {
  productId: string;
  reason: StockMovementReason;
  /** Stock after the change (what the `update … returning` gave). */
  stockAfter: number;
  change: number;
  note?: string | null;
  orderId?: string | null;
  actorId: string | null;
  at: Date;
}

/**
 * Appends movements to the stock history, in the transaction of the change: the
 * caller passes what the conditional update returned, so before = after − change holds.
 */
export async function insertStockMovements(tx: DbOrTx, movements: NewStockMovement[]): Promise<void> {
  const rows = movements.filter((m) => m.change !== 0);
  if (rows.length === 0) return;
  await tx.insert(stockMovements).values(
    rows.map((m) => ({
      productId: m.productId,
      reason: m.reason,
      change: m.change,
      stockBefore: m.stockAfter - m.change,
      stockAfter: m.stockAfter,
      note: m.note ?? null,
      orderId: m.orderId ?? null,
      actorId: m.actorId,
      createdAt: m.at,
    })),
  );
}

/**
 * Moves a product's stock by `change` only if it stays at 0 or more: one statement, so two
 * adjustments at once both count and neither takes stock below zero. Returns the new stock.
 */
export async function changeStock(
  tx: DbOrTx,
  productId: string,
  change: number,
): Promise<number | undefined> {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${change}`, updatedAt: new Date() })
    .where(and(eq(products.id, productId), sql`${products.stock} + ${change} >= 0`))
    .returning({ stock: products.stock });
  return row?.stock;
}

/** Sets the stock to `stock` (the product form) and answers the stock before, under a row lock. */
export async function setStock(tx: DbOrTx, productId: string, stock: number): Promise<number | undefined> {
  const [before] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!before) return undefined;
  await tx.update(products).set({ stock, updatedAt: new Date() }).where(eq(products.id, productId));
  return before.stock;
}

export async function findProductStockRow(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** A product's history, newest first, with who made each change. */
export async function listStockMovements(db: DbOrTx, productId: string, limit: number) {
  return db
    .select({
      id: stockMovements.id,
      reason: stockMovements.reason,
      change: stockMovements.change,
      stockBefore: stockMovements.stockBefore,
      stockAfter: stockMovements.stockAfter,
      note: stockMovements.note,
      orderId: stockMovements.orderId,
      orderNumber: orders.number,
      actorId: stockMovements.actorId,
      actorName: users.name,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .where(eq(stockMovements.productId, productId))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit);
}

export type StockMovementListRow = Awaited<ReturnType<typeof listStockMovements>>[number];
