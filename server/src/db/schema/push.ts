import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Web Push (decision 020): a courier's phones that asked to be told of new orders. One row per
 * push service subscription (`endpoint` is the push service's address for that browser); a
 * subscription the push service says is gone (404, 410) is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url, to encrypt payloads (RFC 8291). */
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Notifications to send, written from the order events after their commit (as the e-mail
 * outbox is, decision 011) and sent by each process's sender: claimed, sent outside any
 * transaction, marked. `payload` is what the phone shows, in the courier's language.
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order event it announces (one message per courier per event). */
    eventId: bigint({ mode: 'number' }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** pending | sent | failed */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('push_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('push_messages_status_known', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * The shop's VAPID key pair (RFC 8292), made at first use when VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY are not given: every process of the shop signs with the same keys, and a
 * restored backup keeps its couriers' subscriptions working. One row.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);
