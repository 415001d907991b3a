import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { deliveryStatusEnum, earningStatusEnum } from './enums';
import { orders } from './orders';
import { users } from './users';

export const deliveryPersons = pgTable(
  'delivery_persons',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAvailable: boolean().notNull().default(true),
    phone: text(),
    vehicle: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    locationUpdatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('delivery_persons_user_unique').on(t.userId)],
);

/** Delivery details of a home-delivery order once a courier is assigned. */
export const deliveries = pgTable(
  'deliveries',
  {
    orderId: uuid()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    deliveryPersonId: uuid()
      .notNull()
      .references(() => deliveryPersons.id),
    status: deliveryStatusEnum().notNull().default('assigned'),
    /** What the courier earns for this delivery (assignment fee). */
    courierFeeCents: integer().notNull(),
    /** Cash collected at the door for cash orders. */
    cashCollectedCents: integer(),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    pickedUpAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    /** When an admin received the collected cash from the courier; null while the courier holds it. */
    cashSettledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('deliveries_person_status_idx').on(t.deliveryPersonId, t.status),
    check('deliveries_fee_non_negative', sql`${t.courierFeeCents} >= 0`),
  ],
);

/** Courier earnings: created `pending` on assignment, `paid` once by an admin. */
export const deliveryEarnings = pgTable(
  'delivery_earnings',
  {
    id: uuid().primaryKey().defaultRandom(),
    deliveryPersonId: uuid()
      .notNull()
      .references(() => deliveryPersons.id),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    amountCents: integer().notNull(),
    status: earningStatusEnum().notNull().default('pending'),
    paidAt: timestamp({ withTimezone: true }),
    /** Set when the order of an earning already paid out is cancelled: the admin should look. */
    flaggedAt: timestamp({ withTimezone: true }),
    flagReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_earnings_person_order').on(t.deliveryPersonId, t.orderId),
    index('delivery_earnings_person_status_idx').on(t.deliveryPersonId, t.status),
    // The payouts export pages through a date range by (created_at, id).
    index('delivery_earnings_created_idx').on(t.createdAt, t.id),
    check('delivery_earnings_amount_non_negative', sql`${t.amountCents} >= 0`),
  ],
);
