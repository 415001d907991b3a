import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { deliveryPersons } from './delivery';
import { orders } from './orders';
import { users } from './users';

/**
 * Photos a courier takes of one of their orders at the door (README "Deliveries"): the proof of a
 * hand-over without the PIN, and later of a failed delivery. The file is in the file store
 * (`deliveries/<order id>/<content hash>.webp`); the row says whose and of which order it is.
 */
export const deliveryPhotos = pgTable(
  'delivery_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    deliveryPersonId: uuid()
      .notNull()
      .references(() => deliveryPersons.id),
    /** The file's key in the store. */
    fileKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_photos_order_idx').on(t.orderId)],
);

/**
 * A delivery completed without the PIN the order asked for ("Can't get the PIN"): written by the
 * courier's move in the life cycle's transaction, then reviewed by an admin (accepted or
 * disputed, each an order event). One per order: a delivered order never moves again.
 */
export const pinExceptions = pgTable(
  'pin_exceptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    deliveryPersonId: uuid()
      .notNull()
      .references(() => deliveryPersons.id),
    /** One of PIN_EXCEPTION_REASONS (contracts/pin-exceptions.ts). */
    reason: text().notNull(),
    photoId: uuid()
      .notNull()
      .references(() => deliveryPhotos.id),
    /** The PIN had locked (5 wrong tries) before the courier completed this way. */
    pinLocked: boolean().notNull().default(false),
    /** pending | accepted | disputed */
    status: text().notNull().default('pending'),
    decidedAt: timestamp({ withTimezone: true }),
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pin_exceptions_order_unique').on(t.orderId),
    index('pin_exceptions_status_created_idx').on(t.status, t.createdAt),
    check('pin_exceptions_status_known', sql`${t.status} in ('pending', 'accepted', 'disputed')`),
  ],
);
