import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Delivery zones (decision 019): the fees, free-delivery threshold, minimum order and delivery
 * days of the postal areas a zone serves. Money in cents; null express fee = express not offered,
 * null threshold = never free.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    standardFeeCents: integer().notNull(),
    expressFeeCents: integer(),
    minimumOrderCents: integer().notNull().default(0),
    freeThresholdCents: integer(),
    /** Weekday names, Monday first ("Monday" … "Sunday"). */
    deliveryDays: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two zones of one name would read the same on an order; the case does not make them two.
    uniqueIndex('delivery_zones_name_unique').on(sql`lower(${t.name})`),
    check(
      'delivery_zones_money_not_negative',
      sql`${t.standardFeeCents} >= 0 and coalesce(${t.expressFeeCents}, 0) >= 0 and ${t.minimumOrderCents} >= 0 and coalesce(${t.freeThresholdCents}, 0) >= 0`,
    ),
    check('delivery_zones_some_day', sql`cardinality(${t.deliveryDays}) > 0`),
  ],
);

/**
 * The postal areas of each zone, one row per prefix ("M5" for M5*, "M5H" for one FSA). The
 * primary key is the prefix: one prefix belongs to one zone, held by the database whatever two
 * admins save at once; a longer prefix in another zone is an exception to a shorter one and wins.
 */
export const deliveryZoneAreas = pgTable(
  'delivery_zone_areas',
  {
    prefix: text().primaryKey(),
    zoneId: uuid()
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('delivery_zone_areas_zone_idx').on(t.zoneId),
    check('delivery_zone_areas_prefix_shape', sql`${t.prefix} ~ '^[A-Z]([0-9][A-Z]?)?$'`),
  ],
);
