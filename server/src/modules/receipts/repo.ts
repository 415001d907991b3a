import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';

/**
 * Raises an order's receipt link version, so every link signed before stops working; answers
 * the new version (none: no such order).
 */
export async function bumpReceiptLinkVersion(db: DbOrTx, orderId: string): Promise<number | undefined> {
  const [row] = await db
    .update(orders)
    .set({ receiptLinkVersion: sql`${orders.receiptLinkVersion} + 1` })
    .where(eq(orders.id, orderId))
    .returning({ version: orders.receiptLinkVersion });
  return row?.version;
}
