import type { Locale } from '@ikawa/contracts/i18n';
import type { ProductListQuery, ProductSort } from '@ikawa/contracts/products';
import { toCents } from '@ikawa/contracts/money';
import { and, asc, desc, eq, gte, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { products } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { containsPattern } from '../../lib/like';

export type ProductRow = typeof products.$inferSelect;

/** The French field as written, '' or null where it is not. */
const frenchText = (field: 'name' | 'description') =>
  sql<string | null>`${products.translations}->'fr-CA'->>${sql.raw(`'${field}'`)}`;

/** The name a reader of `locale` sees: in French where written, else in English. */
function nameIn(locale: Locale): SQL {
  return locale === 'fr-CA'
    ? sql`coalesce(nullif(${frenchText('name')}, ''), ${products.name})`
    : sql`${products.name}`;
}

function orderBy(sort: ProductSort, locale: Locale): SQL[] {
  const name = nameIn(locale);
  switch (sort) {
    case 'name':
      return [asc(name), asc(products.weightKg)];
    case 'price':
      return [asc(products.priceCents), asc(name)];
    case 'price-desc':
      return [desc(products.priceCents), asc(name)];
    case 'newest':
      return [desc(products.createdAt), asc(name)];
  }
}

/**
 * The catalogue's reads are prepared statements built once per shape of query (which filters
 * are set, the sort): the ORM does not rebuild the SQL for each request and PostgreSQL parses it
 * once per connection. They never run inside a transaction.
 */
const param = {
  type: sql.placeholder('type'),
  minCents: sql.placeholder('minCents'),
  maxCents: sql.placeholder('maxCents'),
  pattern: sql.placeholder('pattern'),
  limit: sql.placeholder('limit'),
  value: sql.placeholder('value'),
};

/**
 * The catalogue page: sorted by the names the reader sees, and a search matches the English and
 * the French texts alike (a French reader may type an English name seen on a bag).
 */
export async function listProducts(
  db: Db,
  query: ProductListQuery,
  locale: Locale,
): Promise<{ rows: ProductRow[]; total: number }> {
  const shape = [
    query.type ? 't' : '',
    query.minPrice !== undefined ? 'n' : '',
    query.maxPrice !== undefined ? 'x' : '',
    query.q ? 'q' : '',
  ].join('');
  const name = `catalogue_${shape}_${query.sort.replace('-', '_')}_${locale === 'fr-CA' ? 'fr' : 'en'}`;
  const statements = preparedOn(db, name, (root) => {
    const conditions: SQL[] = [isNull(products.archivedAt)];
    if (query.type) conditions.push(eq(products.type, param.type));
    if (query.minPrice !== undefined) conditions.push(gte(products.priceCents, param.minCents));
    if (query.maxPrice !== undefined) conditions.push(lte(products.priceCents, param.maxCents));
    if (query.q) {
      const match = or(
        ilike(products.name, param.pattern),
        ilike(products.description, param.pattern),
        ilike(frenchText('name'), param.pattern),
        ilike(frenchText('description'), param.pattern),
      );
      if (match) conditions.push(match);
    }
    const where = and(...conditions);
    return {
      rows: root
        .select()
        .from(products)
        .where(where)
        .orderBy(...orderBy(query.sort, locale))
        .limit(param.limit)
        .prepare(name),
      count: root
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(where)
        .prepare(`${name}_count`),
    };
  });
  const values = {
    type: query.type,
    minCents: query.minPrice !== undefined ? toCents(query.minPrice) : undefined,
    maxCents: query.maxPrice !== undefined ? toCents(query.maxPrice) : undefined,
    pattern: query.q ? containsPattern(query.q) : undefined,
    limit: query.limit,
  };
  const [rows, [count]] = await Promise.all([
    statements.rows.execute(values),
    statements.count.execute(values),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function catalogueCentsRange(db: Db): Promise<{ min: number; max: number }> {
  const statement = preparedOn(db, 'catalogue_range', (root) =>
    root
      .select({
        min: sql<number>`coalesce(min(${products.priceCents}), 0)::int`,
        max: sql<number>`coalesce(max(${products.priceCents}), 0)::int`,
      })
      .from(products)
      .where(isNull(products.archivedAt))
      .prepare('catalogue_range'),
  );
  const [range] = await statement.execute();
  return range ?? { min: 0, max: 0 };
}

/** SPEC §7: `/products/{slug}` accepts a slug or an `_id`. */
export async function findProductBySlugOrId(db: Db, slugOrId: string): Promise<ProductRow | undefined> {
  const byId = isUuid(slugOrId);
  const name = byId ? 'product_by_id_or_slug' : 'product_by_slug';
  const statement = preparedOn(db, name, (root) =>
    root
      .select()
      .from(products)
      .where(
        and(
          byId
            ? or(eq(products.id, param.value), eq(products.slug, param.value))
            : eq(products.slug, param.value),
          isNull(products.archivedAt),
        ),
      )
      .prepare(name),
  );
  const [row] = await statement.execute({ value: byId ? slugOrId : slugOrId.toLowerCase() });
  return row;
}

/** Every live product's address and last change, for /sitemap.xml. */
export async function listLiveProductDates(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.slug));
}
