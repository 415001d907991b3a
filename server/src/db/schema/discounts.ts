import { DISCOUNT_KINDS } from '@ikawa/contracts/discounts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productTypeEnum } from './enums';
import { orders } from './orders';
import { users } from './users';

export const discountKindEnum = pgEnum('discount_kind', DISCOUNT_KINDS);

/**
 * Discount codes (decision 013). `usesCount` is the number of orders holding a use
 * now: raised by a conditional update when an order is written (`uses_count < max_uses`), so
 * two buyers of the last use cannot both get it, and lowered when such an order is cancelled.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored upper case; shoppers may type it in any case. */
    code: text().notNull(),
    kind: discountKindEnum().notNull(),
    percentOff: integer(),
    amountOffCents: integer(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    minSubtotalCents: integer().notNull().default(0),
    maxUses: integer(),
    maxUsesPerCustomer: integer(),
    firstOrderOnly: boolean().notNull().default(false),
    /** Empty: the whole cart counts; otherwise only lines of these products or types. */
    productIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    productTypes: productTypeEnum()
      .array()
      .notNull()
      .default(sql`'{}'::product_type[]`),
    active: boolean().notNull().default(true),
    /**
     * Subscribe & save (decision 022): applied by the shop to subscription orders only, never
     * typed at a checkout; the owner sets its percentage like any other rule.
     */
    subscribersOnly: boolean().notNull().default(false),
    usesCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_unique').on(t.code),
    check(
      'discount_codes_uses_within_limit',
      sql`${t.usesCount} >= 0 and (${t.maxUses} is null or ${t.usesCount} <= ${t.maxUses})`,
    ),
    check(
      'discount_codes_kind_values',
      sql`(${t.kind} <> 'percentage' or ${t.percentOff} between 1 and 100) and (${t.kind} <> 'fixed' or ${t.amountOffCents} > 0)`,
    ),
  ],
);

/**
 * One use of a code by one order. Released (not deleted) when the order is cancelled, so the
 * use goes back to the code and the customer, and the history stays.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    discountId: uuid()
      .notNull()
      .references(() => discountCodes.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_unique').on(t.orderId),
    index('discount_redemptions_held_idx')
      .on(t.discountId, t.userId)
      .where(sql`${t.releasedAt} is null`),
  ],
);
