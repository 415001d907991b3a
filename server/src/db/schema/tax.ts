import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Locale } from '@ikawa/contracts/i18n';
import type { ProductType } from '@ikawa/contracts/enums';
import type { RefundReason } from '@ikawa/contracts/refunds';
import type { Province, TaxCategory, TaxKind, TaxRegistrationKind } from '@ikawa/contracts/tax';
import { taxKindEnum } from './enums';
import { orders } from './orders';

/**
 * The sales tax rates of each province and territory with the dates they apply,
 * mirrored by every migrate (so at each start) from `server/src/db/reference/canada-tax-rates.ts`,
 * the data kept in the repository. A rate in force on a day has `effective_from <= day` and no or a later
 * `effective_to` (inclusive).
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial().primaryKey(),
    province: text().$type<Province>().notNull(),
    tax: taxKindEnum().notNull(),
    /** Parts per million: 5 % = 50,000; QST 9.975 % = 99,750. */
    ratePpm: integer().notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    effectiveTo: date({ mode: 'string' }),
    /** Where the figure comes from (a statute or the tax authority's page). */
    source: text().notNull(),
  },
  (t) => [
    uniqueIndex('tax_rates_province_tax_from').on(t.province, t.tax, t.effectiveFrom),
    check('tax_rates_rate_range', sql`${t.ratePpm} >= 0 and ${t.ratePpm} < 1000000`),
  ],
);

/**
 * One row per taxed order and tax (GST, HST, PST, QST): what an export or a receipt reads per
 * tax. `base_cents` is the taxable amount it was charged on (after discounts, with the taxed
 * part of the delivery fee).
 */
export const orderTaxLines = pgTable(
  'order_tax_lines',
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tax: taxKindEnum().notNull(),
    province: text().$type<Province>().notNull(),
    ratePpm: integer().notNull(),
    baseCents: integer().notNull(),
    amountCents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.tax] }),
    check('order_tax_lines_non_negative', sql`${t.baseCents} >= 0 and ${t.amountCents} >= 0`),
  ],
);

/**
 * Gap-free document numbers. `invoice` and `credit_note` each hold the last number
 * given; a number is taken with one `update … set last_number = last_number + 1 returning` in
 * the transaction that makes the order paid, delivered or credited, so it is held by the row
 * lock until that transaction ends, and a rolled-back transaction gives its number back.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text().primaryKey(),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [check('document_counters_non_negative', sql`${t.lastNumber} >= 0`)],
);

export type DocumentKind = 'invoice' | 'credit_note';

/** One tax of a document: which, where, at what rate, on what base (tax excluded), how much. */
export interface DocumentTax {
  tax: TaxKind;
  province: Province;
  ratePpm: number;
  baseCents: number;
  amountCents: number;
}

/**
 * An invoice or a credit note as it was issued: everything its rendering reads, so that a
 * receipt opened years later says what it said that day, whatever became of the settings, the
 * customer's account or the catalogue (decision 015, "Documents kept as issued"). Amounts are
 * positive on both kinds; a credit note's are what it takes back.
 */
export interface DocumentContent {
  version: 1;
  seller: {
    name: string;
    street: string;
    city: string;
    postalCode: string;
    country: string;
    phone: string;
    email: string;
    /** The registrations in force on the issue day, as printed ("123456789 RT 0001"). */
    registrations: { kind: TaxRegistrationKind; number: string }[];
  };
  timeZone: string;
  /** The order's language: a Québec supply is rendered in French too (`documentLocale`). */
  locale: Locale;
  order: { id: string; number: number; placedAt: string };
  buyer: { name: string; email: string };
  fulfilment: {
    method: 'delivery' | 'pickup';
    /** Handed over when the document was issued: "Delivered to" rather than "Delivery address". */
    handedOver: boolean;
    address: { street: string; city: string; postalCode: string; country: string } | null;
    /** The delivery zone that priced it (decision 019); absent on documents from before zones. */
    zone?: string | null;
  };
  /** How it was paid: an invoice is issued once the order is paid (cash at the hand-over). */
  payment: { method: 'cash' | 'stripe'; cardBrand: string | null; cardLast4: string | null };
  place: { province: Province | null; basis: 'delivery' | 'pickup' | 'export' };
  lines: {
    productId: string;
    name: string;
    type: ProductType;
    weightKg: number | null;
    quantity: number;
    unitPriceCents: number;
    amountCents: number;
    taxCategory: TaxCategory | null;
    /** The discount code's share of the line; absent on invoices from before it was kept. */
    discountCents?: number | null;
  }[];
  subtotalCents: number;
  discount: { code: string; cents: number } | null;
  deliveryFeeCents: number;
  taxes: DocumentTax[];
  taxIncluded: boolean;
  taxCents: number;
  totalCents: number;
  /** The taxes of the place of supply not charged: the shop was not registered for them. */
  notRegistered: TaxRegistrationKind[];
  /** Before sales tax was charged (orders from then carry no tax lines). */
  beforeTax: boolean;
  /** A credit note: the invoice it corrects, and why. */
  credit?: {
    invoice: { id: string; number: number; issuedAt: string };
    reason: 'cancelled' | 'returned' | 'adjustment';
    /** The admin's own words, when given. */
    note: string | null;
    /** The whole invoice reversed (a cancellation), or a part (a return or a partial refund). */
    full: boolean;
    /** A return or partial refund: why, as the admin chose it. */
    cause?: RefundReason;
  };
}

/**
 * Invoices and credit notes as issued (`DocumentContent`), with the figures the tax report and the
 * registers add up by document date: the place of supply, the zero-rated and taxable bases (tax
 * excluded), the tax and the total. One row per document; numbers are gap-free per kind
 * (`document_counters`).
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<DocumentKind>().notNull(),
    number: integer().notNull(),
    // Orders are never deleted by the shop; a test that deletes one takes its documents with it.
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** A credit note's invoice. */
    invoiceId: uuid().references((): AnyPgColumn => taxDocuments.id, { onDelete: 'cascade' }),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The document date on the store's calendar, as printed. */
    issueDay: date({ mode: 'string' }).notNull(),
    province: text().$type<Province>(),
    basis: text().$type<DocumentContent['place']['basis']>().notNull(),
    zeroRatedCents: integer().notNull(),
    taxableCents: integer().notNull(),
    taxCents: integer().notNull(),
    totalCents: integer().notNull(),
    content: jsonb().$type<DocumentContent>().notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_kind_number_unique').on(t.kind, t.number),
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_day_idx').on(t.issueDay, t.kind, t.number),
    check('tax_documents_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('tax_documents_credit_refers', sql`(${t.kind} = 'credit_note') = (${t.invoiceId} is not null)`),
    check(
      'tax_documents_non_negative',
      sql`${t.zeroRatedCents} >= 0 and ${t.taxableCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);

/** The taxes of each document, for the tax report's sums per tax and jurisdiction. */
export const taxDocumentTaxes = pgTable(
  'tax_document_taxes',
  {
    documentId: uuid()
      .notNull()
      .references(() => taxDocuments.id, { onDelete: 'cascade' }),
    tax: taxKindEnum().notNull(),
    province: text().$type<Province>().notNull(),
    ratePpm: integer().notNull(),
    baseCents: integer().notNull(),
    amountCents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.tax] }),
    check('tax_document_taxes_non_negative', sql`${t.baseCents} >= 0 and ${t.amountCents} >= 0`),
  ],
);
