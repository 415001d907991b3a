import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductTranslations } from '@ikawa/contracts/products';
import { productTypeEnum, stockMovementReasonEnum, taxCategoryEnum } from './enums';
import { users } from './users';

/** One photo as kept on its product; its files are `<product id>/<key>-<width>.<avif|webp>`. */
export interface StoredPhoto {
  id: string;
  /** The first 16 hex digits of the upload's SHA-256: file names change with the content. */
  key: string;
  alt: string;
  /** The widths made (320/640/1280, fewer for a narrow photo), and the largest one's size. */
  widths: number[];
  width: number;
  height: number;
}

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    /**
     * The owner's texts besides English (the source, in `name` and `description`): a field
     * missing or '' is shown in English. A third language needs no migration.
     */
    translations: jsonb().$type<ProductTranslations>().notNull().default({}),
    priceCents: integer().notNull(),
    /**
     * Kilograms: a coffee's bag, 0.5, 1 or 60 from the admin form; an accessory's own weight, or
     * null when the owner gave none (`weightProblem` in the contracts holds the rule).
     */
    weightKg: numeric({ precision: 8, scale: 3, mode: 'number' }),
    type: productTypeEnum().notNull(),
    /** Coffee is a zero-rated basic grocery; mugs and other goods are taxable. */
    taxCategory: taxCategoryEnum().notNull().default('zero_rated_grocery'),
    stock: integer().notNull().default(0),
    /**
     * The owner's photos, the main one first (decision 014): a short list always read
     * with its product, so the catalogue stays one query. Files live in the photo store.
     */
    photos: jsonb().$type<StoredPhoto[]>().notNull().default([]),
    /** Products that appear in past orders are archived instead of deleted. */
    archivedAt: timestamp({ withTimezone: true }),
    /** Set when the low-stock alert for the current dip was queued; cleared once stock is back above. */
    lowStockAlertedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    index('products_type_price_idx').on(t.type, t.priceCents),
    // The last line of defence against overselling: stock can never go below zero.
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_price_non_negative', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * Every change of a product's stock: the admin's adjustments with a reason, each
 * order placed and cancelled, and the product form; before → after, who and when. Written in the
 * transaction of the change itself.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reason: stockMovementReasonEnum().notNull(),
    change: integer().notNull(),
    stockBefore: integer().notNull(),
    stockAfter: integer().notNull(),
    note: text(),
    /** The order behind an order movement (no foreign key: the history outlives nothing it names). */
    orderId: uuid(),
    /** Who made the change; null for the shop's own jobs. */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_created_idx').on(t.productId, t.createdAt),
    check('stock_movements_consistent', sql`${t.stockAfter} = ${t.stockBefore} + ${t.change}`),
  ],
);
