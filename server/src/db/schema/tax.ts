import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Province } from '@ikawa/contracts/tax';
import { taxKindEnum } from './enums';
import { orders } from './orders';

/**
 * The sales tax rates of each province and territory with the dates they apply,
 * mirrored by every migrate (so at each start) from `server/src/db/reference/canada-tax-rates.ts`,
 * the data kept in the repository. A rate in force on a day has `effective_from <= day` and no or a later
 * `effective_to` (inclusive).
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial().primaryKey(),
    province: text().$type<Province>().notNull(),
    tax: taxKindEnum().notNull(),
    /** Parts per million: 5 % = 50,000; QST 9.975 % = 99,750. */
    ratePpm: integer().notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    effectiveTo: date({ mode: 'string' }),
    /** Where the figure comes from (a statute or the tax authority's page). */
    source: text().notNull(),
  },
  (t) => [
    uniqueIndex('tax_rates_province_tax_from').on(t.province, t.tax, t.effectiveFrom),
    check('tax_rates_rate_range', sql`${t.ratePpm} >= 0 and ${t.ratePpm} < 1000000`),
  ],
);

/**
 * One row per taxed order and tax (GST, HST, PST, QST): what an export or a receipt reads per
 * tax. `base_cents` is the taxable amount it was charged on (after discounts, with the taxed
 * part of the delivery fee).
 */
export const orderTaxLines = pgTable(
  'order_tax_lines',
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tax: taxKindEnum().notNull(),
    province: text().$type<Province>().notNull(),
    ratePpm: integer().notNull(),
    baseCents: integer().notNull(),
    amountCents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.tax] }),
    check('order_tax_lines_non_negative', sql`${t.baseCents} >= 0 and ${t.amountCents} >= 0`),
  ],
);

/**
 * Gap-free document numbers. `invoice` and `credit_note` each hold the last number
 * given; a number is taken with one `update … set last_number = last_number + 1 returning` in
 * the transaction that makes the order paid, delivered or credited, so it is held by the row
 * lock until that transaction ends, and a rolled-back transaction gives its number back.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text().primaryKey(),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [check('document_counters_non_negative', sql`${t.lastNumber} >= 0`)],
);
