import type { AdminProductListQuerySchema } from '@ikawa/contracts/admin';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { forgetTable } from '../../db/row-cache';
import { orderItems, orders, products } from '../../db/schema/index';
import { containsPattern } from '../../lib/like';
import type { ProductRow } from './repo';

/** The admin's product SQL (SPEC §7 POST/PATCH/DELETE /products and the admin list). */

export async function findProductById(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** The id of the product with this address, archived ones included. */
export async function findProductIdBySlug(db: DbOrTx, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row?.id;
}

/** Every product, archived ones last, with the units sold. */
export async function listAdminProducts(db: DbOrTx, query: z.output<typeof AdminProductListQuerySchema>) {
  const conditions: SQL[] = [];
  if (query.type !== 'all') conditions.push(eq(products.type, query.type));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(ilike(products.name, pattern), ilike(products.slug, pattern));
    if (match) conditions.push(match);
  }
  // Sold means what the dashboard counts: units of orders paid or delivered, never cancelled
  // (`is_sold`, migration 0034, which its daily sales table is kept by).
  const sold = db
    .select({
      productId: orderItems.productId,
      sold: sql<number>`sum(${orderItems.quantity})::int`.as('sold'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(sql`is_sold(${orders.status}, ${orders.paymentStatus})`)
    .groupBy(orderItems.productId)
    .as('sold');
  return db
    .select({ product: products, sold: sql<number>`coalesce(${sold.sold}, 0)::int` })
    .from(products)
    .leftJoin(sold, eq(sold.productId, products.id))
    .where(and(...conditions))
    .orderBy(sql`${products.archivedAt} is not null`, desc(products.createdAt), products.name);
}

export async function insertProduct(db: DbOrTx, values: typeof products.$inferInsert): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('product insert returned nothing');
  forgetTable(db, products);
  return row;
}

export async function updateProduct(
  db: DbOrTx,
  id: string,
  values: Partial<typeof products.$inferInsert>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  forgetTable(db, products);
  return row;
}

/** Deletes a product, or archives it when past orders name it (their lines keep it). */
export async function deleteOrArchiveProduct(db: DbOrTx, id: string): Promise<'deleted' | 'archived'> {
  const outcome = await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (used) {
      await tx
        .update(products)
        .set({ archivedAt: sql`coalesce(${products.archivedAt}, now())`, updatedAt: new Date() })
        .where(eq(products.id, id));
      return 'archived' as const;
    }
    await tx.delete(products).where(eq(products.id, id));
    return 'deleted' as const;
  });
  forgetTable(db, products);
  return outcome;
}
