import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  deliveryMethodEnum,
  deliveryStatusEnum,
  fulfillmentMethodEnum,
  orderNoteVisibilityEnum,
  orderStatusEnum,
  paymentMethodEnum,
  paymentStatusEnum,
  productTypeEnum,
  taxCategoryEnum,
} from './enums';
import { products } from './products';
import { subscriptions } from './subscriptions';
import { users } from './users';
import type { Locale } from '@ikawa/contracts/i18n';
import type { TaxRegistrationKind } from '@ikawa/contracts/tax';
import type { DeliveryFailureReason } from '@ikawa/contracts/missed-delivery';

export interface PickupAddressSnapshot {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

/** Orders' numbers as people read them (`IK-1001`, contracts' order-number.ts): one sequence. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * The order's number, given by the database as the order is written, in the order orders are
     * written; gaps (a refused sale) are harmless, it is not a tax document's number.
     */
    number: integer()
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    status: orderStatusEnum().notNull().default('pending'),
    paymentMethod: paymentMethodEnum().notNull(),
    paymentStatus: paymentStatusEnum().notNull().default('pending'),
    /** The provider's payment intent for card orders; one order per intent. */
    paymentIntentId: text(),
    /** Card orders: the card that paid (brand and last 4 digits only). */
    cardBrand: text(),
    cardLast4: text(),
    currency: text().notNull().default('CAD'),
    subtotalCents: integer().notNull(),
    /** The discount code the order was placed with (a snapshot) and what it took off. */
    discountCode: text(),
    discountCents: integer().notNull().default(0),
    deliveryFeeCents: integer().notNull(),
    /**
     * The sales tax of the order (the sum of its `order_tax_lines`), whether the prices
     * included it, where it was supplied (a province, or null with basis `export`), and the part
     * of the delivery fee that was taxed (it follows the tax status of what it delivers).
     */
    taxCents: integer().notNull().default(0),
    taxIncluded: boolean().notNull().default(false),
    taxProvince: text(),
    /** delivery | pickup | export; null for orders placed before taxes were charged. */
    taxBasis: text(),
    deliveryFeeTaxableCents: integer().notNull().default(0),
    /**
     * The taxable supplies of the order, tax excluded, whether a tax was charged on them or not
     * (the shop may not be registered); the rest of its value is zero-rated.
     */
    taxableCents: integer().notNull().default(0),
    /** The registrations the place of supply's taxes needed that the shop lacked: not charged. */
    taxNotRegistered: jsonb().$type<TaxRegistrationKind[]>().notNull().default([]),
    totalCents: integer().notNull(),
    fulfillmentMethod: fulfillmentMethodEnum().notNull(),
    deliveryMethod: deliveryMethodEnum().notNull().default('standard'),
    // Shipping address snapshot (home delivery).
    shipStreet: text(),
    shipCity: text(),
    shipPostalCode: text(),
    shipCountry: text(),
    shipPhone: text(),
    shipLatitude: doublePrecision(),
    shipLongitude: doublePrecision(),
    /**
     * The delivery zone that priced a home delivery, its name as it then read (decision 019);
     * null for pickups, flat-fee deliveries and orders from before zones.
     */
    deliveryZoneName: text(),
    /** Store address at the time of a pickup order. */
    pickupAddress: jsonb().$type<PickupAddressSnapshot>(),
    isSubscriptionOrder: boolean().notNull().default(false),
    /** A renewal: its subscription and the store day it renews (decision 022); null otherwise. */
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: 'set null' }),
    renewalOf: date({ mode: 'string' }),
    /** The customer's delivery instructions at checkout, for the admin and courier. */
    deliveryInstructions: text(),
    /**
     * The estimate promised when the order was placed (pickups count the store's
     * opening hours of that moment); null for orders placed before it was kept.
     */
    estimatedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /**
     * The invoice number (from `document_counters`, gap-free), given in the
     * transaction that makes the order paid or delivered; the credit note's when a paid order is
     * cancelled.
     */
    invoiceNumber: integer(),
    invoicedAt: timestamp({ withTimezone: true }),
    creditNoteNumber: integer(),
    creditedAt: timestamp({ withTimezone: true }),
    /**
     * What partial refunds and returns have given back so far (their credit notes' totals): the
     * rest is what can still be refunded, and what cancelling the order would give back.
     */
    creditedCents: integer().notNull().default(0),
    /**
     * The hand-over PIN of a delivery order (4 digits, shown to its customer, never to the
     * courier), the wrong tries typed at the door, and when five of them locked it.
     */
    handoverPin: text(),
    /** Decided when the order is placed, from Settings → Deliveries (`pinRequired`). */
    pinRequired: boolean().notNull().default(false),
    pinFailures: integer().notNull().default(0),
    pinLockedAt: timestamp({ withTimezone: true }),
    /**
     * Deliveries the courier could not make (README "Deliveries"): how many, the last one's
     * reason and time, and the day the customer chose for the next attempt (a store day).
     */
    deliveryFailures: integer().notNull().default(0),
    missedReason: text().$type<DeliveryFailureReason>(),
    missedAt: timestamp({ withTimezone: true }),
    rescheduledFor: date({ mode: 'string' }),
    /** The photo the courier took at the door of the last miss (a `delivery_photos` row). */
    missedPhotoId: uuid(),
    /**
     * The version the receipt links of this order's e-mails carry: raising it revokes every link
     * sent so far (a forwarded or leaked e-mail), without touching any other order's links.
     */
    receiptLinkVersion: integer().notNull().default(1),
    /**
     * The language the order was placed in (the customer's preferred language then): its e-mails
     * and documents stay in it, a guest's too, whatever the account says later.
     */
    locale: text().$type<Locale>().notNull().default('en-CA'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    // One order per renewal day, whatever races or crashes (decision 022).
    uniqueIndex('orders_subscription_renewal_unique')
      .on(t.subscriptionId, t.renewalOf)
      .where(sql`${t.subscriptionId} is not null`),
    uniqueIndex('orders_invoice_number_unique').on(t.invoiceNumber),
    uniqueIndex('orders_credit_note_number_unique').on(t.creditNoteNumber),
    // The lists' indexes on (user | status | …, created_at desc, id desc) with covered columns are
    // made by migrations 0007 and 0011 (drizzle-kit cannot declare INCLUDE); the narrower
    // (user, created_at) and (status, created_at) declared here before were dropped by 0021.
    index('orders_created_idx').on(t.createdAt),
    uniqueIndex('orders_payment_intent_unique').on(t.paymentIntentId),
    check(
      'orders_total_consistent',
      sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.deliveryFeeCents} + case when ${t.taxIncluded} then 0 else ${t.taxCents} end`,
    ),
    check('orders_locale_known', sql`${t.locale} in ('en-CA', 'fr-CA')`),
    check(
      'orders_discount_within_order',
      sql`${t.discountCents} >= 0 and ${t.discountCents} <= ${t.subtotalCents} + ${t.deliveryFeeCents}`,
    ),
  ],
);

/** Order lines snapshot the product's name, type, weight and unit price at the time of sale. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    name: text().notNull(),
    type: productTypeEnum().notNull(),
    /** Null for an accessory sold without a weight. */
    weightKg: numeric({ precision: 8, scale: 3, mode: 'number' }),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    /** The line's tax status when sold (null before taxes) and the tax it carried. */
    taxCategory: taxCategoryEnum(),
    taxCents: integer().notNull().default(0),
    /** The discount code's share of the line (null for orders from before it was kept). */
    discountCents: integer(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * `Idempotency-Key` records: the same key and user within 24 h return the first result.
 * The unique constraint makes two simultaneous requests race safely.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    scope: text().notNull(),
    requestHash: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_scope_key').on(t.userId, t.scope, t.key)],
);

/**
 * The order event log (decision 008): every move of the order life cycle, payment event, assignment,
 * refund and cancellation, appended in the same transaction as the change. The customer's
 * timeline, the admin's activity list and the e-mail outbox read it. `id` orders events (several
 * can share a transaction's time).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** One of ORDER_EVENT_TYPES (contracts/orders.ts). */
    type: text().notNull(),
    /** customer | admin | delivery | system | provider */
    actorRole: text().notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    fromStatus: orderStatusEnum(),
    toStatus: orderStatusEnum(),
    /** The payment and delivery status after the event, when it touched them. */
    paymentStatus: paymentStatusEnum(),
    deliveryStatus: deliveryStatusEnum(),
    amountCents: integer(),
    reason: text(),
    /** Details for readers: courier id and name, card brand and last 4, provider error. */
    data: jsonb().$type<Record<string, unknown>>(),
    /**
     * When the e-mail projector turned this event into outbox messages; null until
     * then. Events written before the outbox existed were marked at migration.
     */
    mailedAt: timestamp({ withTimezone: true }),
    /**
     * When the push projector (decision 020) handled this event, for the types that can concern
     * a courier (`PUSHED_EVENT_TYPES`); the others stay null and out of its index.
     */
    pushedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    index('order_events_unmailed_idx')
      .on(t.id)
      .where(sql`${t.mailedAt} is null`),
    index('order_events_unpushed_idx')
      .on(t.id)
      .where(sql`${t.pushedAt} is null and ${t.type} in ('assigned', 'reassigned', 'cancelled')`),
  ],
);

/** Notes on an order: internal ones for the shop, customer ones shown in My Orders. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id),
    visibility: orderNoteVisibilityEnum().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_created_idx').on(t.orderId, t.createdAt)],
);
