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
    amountCents: integer().notNull(),
    currency: text().notNull(),
    clientSecret: text().notNull(),
    idempotencyKey: text(),
    /** open → completed (order made) | refunded (could not be served) | canceled. */
    state: text().notNull().default('open'),
    orderId: uuid().references(() => orders.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency').on(t.userId, t.idempotencyKey),
    index('payments_order_idx').on(t.orderId),
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
