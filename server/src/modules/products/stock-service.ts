import { formatOrderNumber } from '@ikawa/contracts/order-number';
import { type StockAdjustmentInput, type StockMovement } from '@ikawa/contracts/stock';
import type { Db } from '../../db/client';
import { forgetTable } from '../../db/row-cache';
import { products } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { isUuid } from '../../lib/ids';
import {
  changeStock,
  findProductStockRow,
  insertStockMovements,
  listStockMovements,
  setStock,
  type StockMovementListRow,
} from './stock-repo';

/** How many movements the history shows (newest first). */
export const STOCK_HISTORY_LIMIT = 200;

function toMovementDto(row: StockMovementListRow): StockMovement {
  return {
    _id: row.id,
    reason: row.reason,
    change: row.change,
    stockBefore: row.stockBefore,
    stockAfter: row.stockAfter,
    note: row.note,
    orderId: row.orderId,
    orderNumber: row.orderNumber === null ? null : formatOrderNumber(row.orderNumber),
    by: row.actorId && row.actorName ? { _id: row.actorId, name: row.actorName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The admin's stock adjustments and the product's stock history. Orders write their
 * own movements where they take and return stock (orders/service.ts `writeOrder`, orders/repo.ts
 * `returnStock`), in the same history.
 */
export function createStockService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const notFound = () => new AppError('not_found', ERRORS.product.notFound);

  async function requireProduct(productId: string) {
    const row = isUuid(productId) ? await findProductStockRow(db, productId) : undefined;
    if (!row) throw notFound();
    return row;
  }

  return {
    async adjust(productId: string, input: StockAdjustmentInput, actorId: string): Promise<StockMovement> {
      await requireProduct(productId);
      const movement = await db.transaction(async (tx) => {
        const after = await changeStock(tx, productId, input.change);
        if (after === undefined) {
          const current = await findProductStockRow(tx, productId);
          if (!current) throw notFound();
          throw new AppError('conflict', ERRORS.product.stockBelowZero, {
            values: { stock: current.stock },
            code: 'stock_below_zero',
          });
        }
        await insertStockMovements(tx, [
          {
            productId,
            reason: input.reason,
            change: input.change,
            stockAfter: after,
            note: input.note || null,
            actorId,
            at: now(),
          },
        ]);
        const [latest] = await listStockMovements(tx, productId, 1);
        if (!latest) throw new Error('stock movement vanished');
        return toMovementDto(latest);
      });
      forgetTable(db, products);
      return movement;
    },

    async history(productId: string) {
      const product = await requireProduct(productId);
      const rows = await listStockMovements(db, productId, STOCK_HISTORY_LIMIT);
      return { productId, stock: product.stock, movements: rows.map(toMovementDto) };
    },

    /** The product form set the stock: recorded as such when it changed. */
    async setFromForm(productId: string, stock: number, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await setStock(tx, productId, stock);
        if (before === undefined) throw notFound();
        await insertStockMovements(tx, [
          {
            productId,
            reason: 'product_edited',
            change: stock - before,
            stockAfter: stock,
            actorId,
            at: now(),
          },
        ]);
      });
      forgetTable(db, products);
    },

    /** A new product's first stock. */
    async recordCreated(productId: string, stock: number, actorId: string): Promise<void> {
      await insertStockMovements(db, [
        { productId, reason: 'product_created', change: stock, stockAfter: stock, actorId, at: now() },
      ]);
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
