import { DEFAULT_HAND_OVER_PIN_RULE, type HandOverPinRule } from '@ikawa/contracts/handover';
import { sql } from 'drizzle-orm';
import { DEFAULT_ORDER_CUTOFF } from '@ikawa/contracts/rules/delivery-estimate';
import { DEFAULT_STORE_HOURS, DEFAULT_TIME_ZONE, type StoreHours } from '@ikawa/contracts/store-hours';
import { NO_TAX_REGISTRATIONS, type TaxRegistrations } from '@ikawa/contracts/tax';
import type { Locale } from '@ikawa/contracts/i18n';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row (id 1) of store settings. */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer().primaryKey().default(1),
    storeName: text().notNull(),
    storeEmail: text().notNull(),
    storePhone: text().notNull(),
    currency: text().notNull().default('CAD'),
    enableFreeShipping: boolean().notNull().default(true),
    freeShippingThresholdCents: integer().notNull(),
    standardShippingCents: integer().notNull(),
    expressShippingCents: integer().notNull(),
    notifyNewOrder: boolean().notNull().default(true),
    notifyOrderStatus: boolean().notNull().default(true),
    notifyLowStock: boolean().notNull().default(true),
    lowStockThreshold: integer().notNull(),
    /** Open cash orders (not yet paid) one account may have at once (so no one holds stock with orders never paid). */
    maxOpenCashOrders: integer().notNull().default(5),
    /**
     * Units and value (cents) one account may hold in unpaid cash orders at once, so that one
     * account cannot hold the shop's stock without paying. 50 units is far more than a household
     * buys; CA$2,000 lets a customer pay one sack of green coffee (the dearest item, about
     * CA$1,300) in cash, but not two.
     */
    maxUnpaidCashUnits: integer().notNull().default(50),
    maxUnpaidCashCents: integer().notNull().default(200_000),
    /** A cash order still pending after this many hours is cancelled and its stock returned. */
    cashOrderExpiryHours: integer().notNull().default(48),
    storeStreet: text().notNull(),
    storeCity: text().notNull(),
    storePostalCode: text().notNull(),
    /** ISO code; always CA (Canada's sales taxes are the shop's), checked by the settings contract. */
    storeCountry: text().notNull(),
    /** Monday first; checked by the contract's `StoreHoursSchema` on the way in. */
    storeHours: jsonb().$type<StoreHours>().notNull().default(DEFAULT_STORE_HOURS),
    timeZone: text().notNull().default(DEFAULT_TIME_ZONE),
    /** Closed dates beyond the week (`2026-12-25`), earliest first: the delivery promise skips them. */
    holidays: jsonb().$type<string[]>().notNull().default([]),
    /** Orders after this time on the store's clock ship the next business day. */
    orderCutoff: text().notNull().default(DEFAULT_ORDER_CUTOFF),
    /**
     * The countries the shop delivers to (ISO codes, at least one, Canada first by default). The
     * store's province is not kept: it is read from the store's postal code (`storeProvinceOf`).
     */
    shippingCountries: jsonb().$type<string[]>().notNull().default(['CA']),
    /** When the courier must type the customer's hand-over PIN (default: cash orders and sacks). */
    handOverPin: jsonb().$type<HandOverPinRule>().notNull().default(DEFAULT_HAND_OVER_PIN_RULE),
    /** The shop's tax registrations. */
    taxRegistrations: jsonb().$type<TaxRegistrations>().notNull().default(NO_TAX_REGISTRATIONS),
    /** Catalogue prices include the sales tax. */
    pricesIncludeTax: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_settings_single_row', sql`${t.id} = 1`)],
);

/** Markers such as "the first-start seed has run", written once under a primary key. */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: jsonb(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The policy pages the admin has edited, one row per page and language; a page never saved in a
 * language shows the shop's starting text in that language.
 */
export const policyPages = pgTable(
  'policy_pages',
  {
    slug: text().notNull(),
    locale: text().$type<Locale>().notNull().default('en-CA'),
    title: text().notNull(),
    /** Markdown; rendered without raw HTML. */
    body: text().notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.locale] }),
    check('policy_pages_locale_known', sql`${t.locale} in ('en-CA', 'fr-CA')`),
  ],
);
