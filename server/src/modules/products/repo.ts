import type { ProductListQuery, ProductSort } from '@ikawa/contracts/products';
import { toCents } from '@ikawa/contracts/money';
import { and, asc, desc, eq, gte, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { containsPattern } from '../../lib/like';

export type ProductRow = typeof products.$inferSelect;

const ORDER_BY: Record<ProductSort, SQL[]> = {
  name: [asc(products.name), asc(products.weightKg)],
  price: [asc(products.priceCents), asc(products.name)],
  'price-desc': [desc(products.priceCents), asc(products.name)],
  newest: [desc(products.createdAt), asc(products.name)],
};

export async function listProducts(
  db: DbOrTx,
  query: ProductListQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  const conditions: SQL[] = [isNull(products.archivedAt)];
  if (query.type) conditions.push(eq(products.type, query.type));
  if (query.minPrice !== undefined) conditions.push(gte(products.priceCents, toCents(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(products.priceCents, toCents(query.maxPrice)));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(ilike(products.name, pattern), ilike(products.description, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDER_BY[query.sort])
      .limit(query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function catalogueCentsRange(db: DbOrTx): Promise<{ min: number; max: number }> {
  const [range] = await db
    .select({
      min: sql<number>`coalesce(min(${products.priceCents}), 0)::int`,
      max: sql<number>`coalesce(max(${products.priceCents}), 0)::int`,
    })
    .from(products)
    .where(isNull(products.archivedAt));
  return range ?? { min: 0, max: 0 };
}

/** SPEC §7: `/products/{slug}` accepts a slug or an `_id`. */
export async function findProductBySlugOrId(db: DbOrTx, slugOrId: string): Promise<ProductRow | undefined> {
  const match = isUuid(slugOrId)
    ? or(eq(products.id, slugOrId), eq(products.slug, slugOrId))
    : eq(products.slug, slugOrId.toLowerCase());
  const [row] = await db
    .select()
    .from(products)
    .where(and(match, isNull(products.archivedAt)));
  return row;
}
