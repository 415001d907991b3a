import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forgetTable } from '../../db/row-cache';
import { discountCodes, discountRedemptions, orders } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import type { CustomerFacts } from '../orders/pricing';

export type DiscountRow = typeof discountCodes.$inferSelect;
export type NewDiscount = typeof discountCodes.$inferInsert;

export async function listDiscounts(db: DbOrTx): Promise<DiscountRow[]> {
  return db.select().from(discountCodes).orderBy(desc(discountCodes.active), desc(discountCodes.createdAt));
}

export async function findDiscount(db: DbOrTx, id: string): Promise<DiscountRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row;
}

/** The code as the pricing function reads it (codes are stored upper case). */
export async function findDiscountByCode(db: DbOrTx, code: string): Promise<DiscountRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code.toUpperCase()));
  return row;
}

/**
 * The subscriber discount (decision 022): the active subscribers-only rule, the oldest if the
 * owner made several; undefined when none is offered.
 */
export async function findSubscriberDiscount(db: DbOrTx): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.subscribersOnly, true), eq(discountCodes.active, true)))
    .orderBy(discountCodes.createdAt, discountCodes.id)
    .limit(1);
  return row;
}

export async function insertDiscount(db: DbOrTx, values: NewDiscount): Promise<DiscountRow> {
  const [row] = await db.insert(discountCodes).values(values).returning();
  if (!row) throw new Error('discount insert returned nothing');
  forgetTable(db, discountCodes);
  return row;
}

export async function updateDiscount(
  db: DbOrTx,
  id: string,
  values: Partial<NewDiscount>,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .update(discountCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(discountCodes.id, id))
    .returning();
  forgetTable(db, discountCodes);
  return row;
}

/**
 * The customer's side of a code: their orders that are not cancelled, and the uses of this code
 * their orders hold. Read under the lock on their user row when an order is written.
 */
export async function customerFacts(
  db: DbOrTx,
  userId: string,
  discountId: string | null,
): Promise<CustomerFacts> {
  const [live] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')));
  let usesOfCode = 0;
  if (discountId) {
    const [held] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(discountRedemptions)
      .where(
        and(
          eq(discountRedemptions.discountId, discountId),
          eq(discountRedemptions.userId, userId),
          isNull(discountRedemptions.releasedAt),
        ),
      );
    usesOfCode = held?.n ?? 0;
  }
  return { liveOrders: live?.n ?? 0, usesOfCode };
}

/**
 * Takes one use of a code if one is left: a single conditional update, so of two buyers of the
 * last use exactly one gets it (the other's update finds `uses_count = max_uses` once the first
 * commits). Returns whether the use was taken.
 */
export async function takeUse(tx: DbOrTx, discountId: string): Promise<boolean> {
  const rows = await tx
    .update(discountCodes)
    .set({ usesCount: sql`${discountCodes.usesCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, discountId),
        sql`(${discountCodes.maxUses} is null or ${discountCodes.usesCount} < ${discountCodes.maxUses})`,
      ),
    )
    .returning({ id: discountCodes.id });
  return rows.length > 0;
}

export async function insertRedemption(tx: DbOrTx, values: typeof discountRedemptions.$inferInsert) {
  await tx.insert(discountRedemptions).values(values);
}

/**
 * A cancelled order gives its use back (decision 013): the redemption is marked released and the
 * code's count lowered, in the cancel's transaction. Released once: a second call finds nothing.
 */
export async function releaseRedemption(tx: DbOrTx, orderId: string, at: Date): Promise<void> {
  const released = await tx
    .update(discountRedemptions)
    .set({ releasedAt: at })
    .where(and(eq(discountRedemptions.orderId, orderId), isNull(discountRedemptions.releasedAt)))
    .returning({ discountId: discountRedemptions.discountId });
  for (const { discountId } of released) {
    await tx
      .update(discountCodes)
      .set({ usesCount: sql`greatest(${discountCodes.usesCount} - 1, 0)` })
      .where(eq(discountCodes.id, discountId));
  }
}
