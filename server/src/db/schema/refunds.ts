import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RefundKind, RefundReason, RefundStatus } from '@ikawa/contracts/refunds';
import { orders } from './orders';
import { taxDocuments } from './tax';
import { users } from './users';

/** A line given back by a return: the order's product, how many, and its value net of discount. */
export interface RefundLine {
  productId: string;
  name: string;
  quantity: number;
  /** What the line gives back, as the invoice priced it (tax included when prices include it). */
  amountCents: number;
}

/**
 * Returns and partial refunds of paid or delivered orders (decision 015): each has its credit
 * note, the money given back (tax included) and how: a card refund through the provider (pending
 * until it answers; the shop's job retries it) or cash paid out by a staff member.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    creditNoteId: uuid()
      .notNull()
      .references(() => taxDocuments.id, { onDelete: 'cascade' }),
    /** The credit note's number, as lists print it ("CN-000007"). */
    creditNoteNumber: integer().notNull(),
    kind: text().$type<RefundKind>().notNull(),
    reason: text().$type<RefundReason>().notNull(),
    note: text(),
    lines: jsonb().$type<RefundLine[]>().notNull().default([]),
    /** The goods came back and their stock was put back. */
    restocked: boolean().notNull().default(false),
    amountCents: integer().notNull(),
    taxCents: integer().notNull(),
    method: text().$type<'card' | 'cash'>().notNull(),
    status: text().$type<RefundStatus>().notNull(),
    /** Card refunds: the intent refunded, the attempts so far and the provider's last error. */
    intentId: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** Cash refunds: the staff member who paid the money back, as named that day. */
    paidOutById: uuid().references(() => users.id, { onDelete: 'set null' }),
    paidOutByName: text(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('order_refunds_credit_note_unique').on(t.creditNoteId),
    index('order_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0 and ${t.taxCents} >= 0`),
    check('order_refunds_kind', sql`${t.kind} in ('lines', 'amount')`),
    check('order_refunds_method', sql`${t.method} in ('card', 'cash')`),
    check('order_refunds_status', sql`${t.status} in ('pending', 'refunded')`),
  ],
);
