import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@ikawa/contracts/i18n';
import type { CreateOrderCommand } from '@ikawa/contracts/orders';
import type { CancelReason, SubscriptionStatus } from '@ikawa/contracts/subscriptions';
import { users } from './users';

/** A subscription's order as each renewal places it: the cart, fulfilment, address and payment. */
export type SubscriptionTemplate = Pick<
  CreateOrderCommand,
  'lines' | 'fulfillmentMethod' | 'deliveryMethod' | 'address' | 'deliveryInstructions' | 'paymentMethod'
>;

/**
 * Subscribe & save (decision 022): the same order every 2, 4 or 6 weeks. The renewal job claims
 * the due ones with `FOR UPDATE SKIP LOCKED` and writes each renewal through the one order writer
 * in the transaction that moves `next_date` on; `orders (subscription_id, renewal_of)` is unique,
 * so a renewal is written once whatever races or crashes.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<SubscriptionStatus>().notNull().default('active'),
    everyWeeks: integer().notNull(),
    /** The store day of the next renewal. */
    nextDate: date({ mode: 'string' }).notNull(),
    template: jsonb().$type<SubscriptionTemplate>().notNull(),
    /** One-off items added to the next renewal only, cleared when it is written. */
    extras: jsonb()
      .$type<SubscriptionTemplate['lines']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The saved card a card subscription is charged to: its id (the shop's vault, or Stripe's
     * payment method) and what the customer may read of it.
     */
    savedCard: jsonb().$type<{ id: string; brand: string; last4: string }>(),
    /** The customer's language when subscribing: renewals, their e-mails and documents keep it. */
    locale: text().$type<Locale>().notNull().default('en-CA'),
    /** A renewal that found too little stock waits (never oversold), tried again by the job. */
    waitingSince: timestamp({ withTimezone: true }),
    /** The renewal day the "3 days before" reminder was sent for (sent once per renewal). */
    remindedFor: date({ mode: 'string' }),
    /**
     * A card renewal being charged since then (a lease): the charge is a network call made
     * outside any transaction, so another process leaves it alone until the lease runs out.
     */
    chargingSince: timestamp({ withTimezone: true }),
    /** Refused charges of the due renewal: retried 1 and 3 days after the first, then paused. */
    failedCharges: integer().notNull().default(0),
    retryAt: timestamp({ withTimezone: true }),
    lastChargeError: text(),
    cancelReason: text().$type<CancelReason>(),
    cancelNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    pausedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_due_idx')
      .on(t.nextDate)
      .where(sql`${t.status} = 'active'`),
    check('subscriptions_every_weeks', sql`${t.everyWeeks} in (2, 4, 6)`),
    check('subscriptions_status', sql`${t.status} in ('active', 'paused', 'cancelled')`),
  ],
);

/** What happened to a subscription, by whom: its history for the customer and the owner. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    actorRole: text().notNull(),
    actorId: uuid(),
    data: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.createdAt)],
);
