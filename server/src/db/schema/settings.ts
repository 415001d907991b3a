import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row (id 1) of store settings. */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer().primaryKey().default(1),
    storeName: text().notNull(),
    storeEmail: text().notNull(),
    storePhone: text().notNull(),
    currency: text().notNull().default('CAD'),
    enableFreeShipping: boolean().notNull().default(true),
    freeShippingThresholdCents: integer().notNull(),
    standardShippingCents: integer().notNull(),
    expressShippingCents: integer().notNull(),
    notifyNewOrder: boolean().notNull().default(true),
    notifyOrderStatus: boolean().notNull().default(true),
    notifyLowStock: boolean().notNull().default(true),
    lowStockThreshold: integer().notNull(),
    /** Open cash orders (not yet paid) one account may have at once (issue 12 §6). */
    maxOpenCashOrders: integer().notNull().default(5),
    /** A cash order still pending after this many hours is cancelled and its stock returned. */
    cashOrderExpiryHours: integer().notNull().default(48),
    storeStreet: text().notNull(),
    storeCity: text().notNull(),
    storePostalCode: text().notNull(),
    storeCountry: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_settings_single_row', sql`${t.id} = 1`)],
);

/** Markers such as "the first-start seed has run", written once under a primary key. */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: jsonb(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
