import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { users } from './users';
import type { Locale } from '@ikawa/contracts/i18n';

/**
 * Every wording of the newsletter's consent the form has shown, by version (decision 016): a
 * consent record names the version and copies its text from here, never from the client. A new
 * wording is a new row, added by a migration with the form's `NEWSLETTER_CONSENT` (contracts).
 */
export const consentWordings = pgTable('consent_wordings', {
  version: integer().primaryKey(),
  text: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Newsletter subscriptions with their consent record (Canada's anti-spam law): the
 * address is subscribed only once the confirmation link is followed, and one click unsubscribes.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-cased; one subscription per address. */
    email: text().notNull(),
    name: text(),
    /** pending (waiting for the confirmation link) | subscribed | unsubscribed */
    status: text().notNull().default('pending'),
    /**
     * The form's wording the person agreed to (its version, and the server's copy of its text;
     * records from before versions have a null version and the text the client sent), when, and
     * from which network address.
     */
    consentVersion: integer().references(() => consentWordings.version),
    consentText: text(),
    consentAt: timestamp({ withTimezone: true }),
    consentAddress: text(),
    /** SHA-256 of the confirmation link's token. */
    confirmTokenHash: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** The token of the one-click unsubscribe link carried by every newsletter message. */
    unsubscribeToken: text().notNull(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    /** The language of the subscriber's e-mails (no account to read it from): the form's page language. */
    locale: text().$type<Locale>().notNull().default('en-CA'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_email_unique').on(t.email),
    uniqueIndex('newsletter_confirm_token_unique').on(t.confirmTokenHash),
    uniqueIndex('newsletter_unsubscribe_token_unique').on(t.unsubscribeToken),
    check('newsletter_locale_known', sql`${t.locale} in ('en-CA', 'fr-CA')`),
  ],
);

/**
 * The e-mail outbox (decision 011): a message is written here in the same transaction as the
 * change that causes it, then a sender claims it (`FOR UPDATE SKIP LOCKED`), sends it and marks
 * it. `dedupeKey` makes the projection of one cause into one message idempotent.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Orders messages as they were written (several share a transaction's time). */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    /** One of MAIL_KINDS (contracts/mail.ts): which template renders `data`. */
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    /** What the template needs, captured when the message was written. */
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    /** pending | sending | sent | failed */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A claim by a sender lasts until then; a crashed sender's claim runs out and the message is retried. */
    claimedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** smtp | file: how it left. */
    transport: text(),
    sentAt: timestamp({ withTimezone: true }),
    dedupeKey: text(),
    orderId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_unique').on(t.dedupeKey),
    // The sender claims the oldest unsent messages (read in this order, a claim stops
    // after its batch however long the queue; by due time it sorted the whole queue each time).
    index('outbox_unsent_seq_idx')
      .on(t.seq)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/** Single-use password reset links: only the token's SHA-256 is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);
