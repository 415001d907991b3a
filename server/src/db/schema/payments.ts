import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * What each payment intent pays for: recorded when the intent is created, so the order made
 * after the provider confirms the payment is the one that was priced, whoever arrives first
 * (the browser's confirm call or the provider's webhook).
 */
export const payments = pgTable(
  'payments',
  {
    intentId: text().primaryKey(),
    provider: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** The parsed order command (lines, fulfilment, address). */
    orderCommand: jsonb().notNull(),
    /**
     * The cart as priced when the intent was opened (lines with unit prices, fee, total): the
     * order is made from this record, never re-priced, so its total is what was paid.
     */
    pricedCart: jsonb(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    clientSecret: text().notNull(),
    idempotencyKey: text(),
    /**
     * open → completed (order made) | expired (never paid, cancelled at the provider);
     * completed or open → refund_pending (money to give back) → refunded.
     */
    state: text().notNull().default('open'),
    orderId: uuid().references(() => orders.id),
    /** Refund attempts so far and the provider's last error, while a refund is pending. */
    refundAttempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency').on(t.userId, t.idempotencyKey),
    index('payments_order_idx').on(t.orderId),
    // The background jobs look for open intents to expire and refunds to retry.
    index('payments_state_created_idx')
      .on(t.state, t.createdAt)
      .where(sql`${t.state} in ('open', 'refund_pending')`),
  ],
);

/** The offline simulated provider's own intents, following Stripe's life cycle. */
export const simulatedIntents = pgTable(
  'simulated_intents',
  {
    id: text().primaryKey(),
    clientSecret: text().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    status: text().notNull(),
    lastError: text(),
    cardBrand: text(),
    cardLast4: text(),
    refundedAt: timestamp({ withTimezone: true }),
    idempotencyKey: text(),
    metadata: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('simulated_intents_idempotency').on(t.idempotencyKey)],
);

/**
 * The simulated provider's partial refunds, one per idempotency key (as Stripe keeps a refund per
 * key): their sum never exceeds the intent's amount.
 */
export const simulatedRefunds = pgTable('simulated_refunds', {
  key: text().primaryKey(),
  intentId: text()
    .notNull()
    .references(() => simulatedIntents.id, { onDelete: 'cascade' }),
  amountCents: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The simulated provider's saved cards (its "vault"): a token stands for a card the shopper
 * saved, with brand, last 4 and how that test card behaves — never the number or the CVC.
 */
export const simulatedCards = pgTable('simulated_cards', {
  token: text().primaryKey(),
  brand: text().notNull(),
  last4: text().notNull(),
  /** The test card's behaviour, derived from the number when it is saved. */
  outcome: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
