import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { roleEnum } from './enums';
import type { Locale } from '@ikawa/contracts/i18n';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Always stored lower-cased; unique. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: roleEnum().notNull().default('customer'),
    phone: text(),
    profileImage: text(),
    /** Bumped on password change, role change or deletion: earlier tokens stop working. */
    tokenVersion: integer().notNull().default(0),
    lastLoginAt: timestamp({ withTimezone: true }),
    anonymisedAt: timestamp({ withTimezone: true }),
    /** The shopper's Stripe Customer (`cus_…`), made the first time a card is saved in Stripe mode. */
    stripeCustomerId: text(),
    /** The language of the account's e-mails and documents (en-CA | fr-CA), from sign-up or the profile. */
    preferredLocale: text().$type<Locale>().notNull().default('en-CA'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    uniqueIndex('users_stripe_customer_unique').on(t.stripeCustomerId),
    check('users_preferred_locale_known', sql`${t.preferredLocale} in ('en-CA', 'fr-CA')`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: text().notNull(),
    city: text().notNull(),
    postalCode: text().notNull(),
    country: text().notNull(),
    phone: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default address per user, enforced by the database.
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Saved cards: never the full number nor the CVC (DESIGN: saved cards). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: smallint().notNull(),
    expYear: smallint().notNull(),
    cardholderName: text().notNull(),
    isDefault: boolean().notNull().default(false),
    providerToken: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId),
    uniqueIndex('payment_methods_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * Failed sign-in counters (per account, per client address, and per account from one address),
 * shared by every process. Past a threshold each failure locks the key a little longer.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});

/**
 * Addresses an account signed in from successfully: its owner's usual places, from which the
 * correct password still works while strangers are being slowed down.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text().notNull(),
    lastSuccessAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);
