import { countryName } from '@ikawa/contracts/countries';
import type { Locale } from '@ikawa/contracts/i18n';
import { isRegisteredOn, type Province, TAX_REGISTRATION_KINDS } from '@ikawa/contracts/tax';
import type {
  DocumentContent,
  DocumentTax,
  orderItems,
  orders,
  orderTaxLines,
  storeSettings,
  taxDocuments,
} from '../../db/schema/index';
import { documentLocaleOfRow } from '../../lib/document-words';
import { storeDay } from '../../lib/store-day';
import type { RefundReason } from '@ikawa/contracts/refunds';
import { type CreditedSoFar, type CreditFigures, creditOfRemainder, type IssuedInvoice } from './credit';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type TaxLineRow = typeof orderTaxLines.$inferSelect;
type SettingsRow = typeof storeSettings.$inferSelect;
export type NewDocument = Omit<typeof taxDocuments.$inferInsert, 'number'>;

/** What an invoice is made from, read in the transaction that issues it. */
export interface InvoiceSource {
  order: OrderRow;
  items: ItemRow[];
  taxLines: TaxLineRow[];
  buyer: { name: string; email: string };
  settings: SettingsRow;
  at: Date;
}

/** A document ready to be numbered and written: its row and its taxes. */
export interface DraftDocument {
  row: NewDocument;
  taxes: DocumentTax[];
}

/**
 * Addresses name their country by code; a document keeps the country's name in its language as
 * it reads on the issue day, so that it prints the same for ever (a code typed before codes, as
 * it was typed).
 */
const countryAtIssue = (country: string, locale: Locale) => countryName(country, locale);

/** The seller as the settings read on the day: name, address, contact, registrations in force. */
function sellerOn(settings: SettingsRow, day: string, locale: Locale): DocumentContent['seller'] {
  return {
    name: settings.storeName,
    street: settings.storeStreet,
    city: settings.storeCity,
    postalCode: settings.storePostalCode,
    country: countryAtIssue(settings.storeCountry, locale),
    phone: settings.storePhone,
    email: settings.storeEmail,
    registrations: TAX_REGISTRATION_KINDS.flatMap((kind) => {
      const registration = settings.taxRegistrations[kind];
      return registration && isRegisteredOn(registration, day) ? [{ kind, number: registration.number }] : [];
    }),
  };
}

/** The sale's value without its tax: what the zero-rated and taxable bases add up to. */
function netOf(
  content: Pick<
    DocumentContent,
    'subtotalCents' | 'discount' | 'deliveryFeeCents' | 'taxIncluded' | 'taxCents'
  >,
) {
  return (
    content.subtotalCents -
    (content.discount?.cents ?? 0) +
    content.deliveryFeeCents -
    (content.taxIncluded ? content.taxCents : 0)
  );
}

/**
 * The invoice of a paid or delivered order, as it stands at `at`: everything its receipt prints,
 * with the seller and registrations of that day, so that later settings change nothing in it.
 */
export function draftInvoice({ order, items, taxLines, buyer, settings, at }: InvoiceSource): DraftDocument {
  const day = storeDay(at, settings.timeZone);
  const taxes: DocumentTax[] = taxLines.map((line) => ({
    tax: line.tax,
    province: line.province,
    ratePpm: line.ratePpm,
    baseCents: line.baseCents,
    amountCents: line.amountCents,
  }));
  // Orders from before taxes recorded no basis: their fulfilment says it.
  const basis: DocumentContent['place']['basis'] =
    order.taxBasis === 'pickup' || order.taxBasis === 'export'
      ? order.taxBasis
      : order.fulfillmentMethod === 'pickup'
        ? 'pickup'
        : 'delivery';
  const pickup = order.fulfillmentMethod === 'pickup';
  const province = order.taxProvince as Province | null;
  const locale = documentLocaleOfRow(order);
  const content: DocumentContent = {
    version: 1,
    seller: sellerOn(settings, day, locale),
    timeZone: settings.timeZone,
    locale,
    order: { id: order.id, number: order.number, placedAt: order.createdAt.toISOString() },
    buyer,
    fulfilment: {
      method: order.fulfillmentMethod,
      handedOver: order.status === 'delivered',
      address: pickup
        ? order.pickupAddress
          ? { ...order.pickupAddress, country: countryAtIssue(order.pickupAddress.country, locale) }
          : null
        : {
            street: order.shipStreet ?? '',
            city: order.shipCity ?? '',
            postalCode: order.shipPostalCode ?? '',
            country: countryAtIssue(order.shipCountry ?? '', locale),
          },
      zone: pickup ? null : order.deliveryZoneName,
    },
    payment: { method: order.paymentMethod, cardBrand: order.cardBrand, cardLast4: order.cardLast4 },
    place: { province, basis },
    lines: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      type: item.type,
      weightKg: item.weightKg,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      amountCents: item.unitPriceCents * item.quantity,
      taxCategory: item.taxCategory,
      discountCents: item.discountCents,
    })),
    subtotalCents: order.subtotalCents,
    discount: order.discountCode ? { code: order.discountCode, cents: order.discountCents } : null,
    deliveryFeeCents: order.deliveryFeeCents,
    taxes,
    taxIncluded: order.taxIncluded,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    notRegistered: order.taxNotRegistered,
    beforeTax: order.taxBasis === null,
  };
  const net = netOf(content);
  const taxable = Math.min(order.taxableCents, net);
  return {
    row: {
      kind: 'invoice',
      orderId: order.id,
      invoiceId: null,
      issuedAt: at,
      issueDay: day,
      province,
      basis,
      zeroRatedCents: net - taxable,
      taxableCents: taxable,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      content,
    },
    taxes,
  };
}

export type { IssuedInvoice } from './credit';

/**
 * The credit note that reverses a whole invoice (a paid order cancelled): the invoice's lines,
 * taxes and totals, taken back on `at`, with the seller of that day. When returns or partial
 * refunds came first (`so`), it takes back what they left (`creditOfRemainder`).
 */
export function draftFullCreditNote(
  invoice: IssuedInvoice,
  settings: SettingsRow,
  at: Date,
  reason: NonNullable<DocumentContent['credit']>['reason'],
  so: CreditedSoFar | null = null,
): DraftDocument {
  if (so && so.count > 0)
    return draftCreditNote(invoice, settings, at, creditOfRemainder(invoice, so), {
      reason,
      cause: null,
      note: null,
    });
  const day = storeDay(at, settings.timeZone);
  const content: DocumentContent = {
    ...invoice.content,
    seller: sellerOn(settings, day, invoice.content.locale),
    timeZone: settings.timeZone,
    credit: {
      invoice: { id: invoice.id, number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
      reason,
      note: null,
      full: true,
    },
  };
  return {
    row: {
      kind: 'credit_note',
      orderId: invoice.content.order.id,
      invoiceId: invoice.id,
      issuedAt: at,
      issueDay: day,
      province: invoice.content.place.province,
      basis: invoice.content.place.basis,
      zeroRatedCents: invoice.zeroRatedCents,
      taxableCents: invoice.taxableCents,
      taxCents: invoice.content.taxCents,
      totalCents: invoice.content.totalCents,
      content,
    },
    taxes: invoice.content.taxes,
  };
}

/**
 * A credit note taking back part of an invoice (`credit.ts` works out the figures): the
 * invoice's buyer, place and payment, the lines and taxes given back, with the seller of `at`.
 */
export function draftCreditNote(
  invoice: IssuedInvoice,
  settings: SettingsRow,
  at: Date,
  figures: CreditFigures,
  why: {
    reason: NonNullable<DocumentContent['credit']>['reason'];
    cause: RefundReason | null;
    note: string | null;
  },
): DraftDocument {
  const day = storeDay(at, settings.timeZone);
  const content: DocumentContent = {
    ...invoice.content,
    seller: sellerOn(settings, day, invoice.content.locale),
    timeZone: settings.timeZone,
    lines: figures.lines,
    subtotalCents: figures.subtotalCents,
    discount:
      figures.discountCents > 0
        ? { code: invoice.content.discount?.code ?? '', cents: figures.discountCents }
        : null,
    deliveryFeeCents: 0,
    taxes: figures.taxes,
    taxCents: figures.taxCents,
    totalCents: figures.totalCents,
    credit: {
      invoice: { id: invoice.id, number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
      reason: why.reason,
      note: why.note,
      full: false,
      ...(why.cause ? { cause: why.cause } : {}),
    },
  };
  return {
    row: {
      kind: 'credit_note',
      orderId: invoice.content.order.id,
      invoiceId: invoice.id,
      issuedAt: at,
      issueDay: day,
      province: invoice.content.place.province,
      basis: invoice.content.place.basis,
      zeroRatedCents: figures.zeroRatedCents,
      taxableCents: figures.taxableCents,
      taxCents: figures.taxCents,
      totalCents: figures.totalCents,
      content,
    },
    taxes: figures.taxes,
  };
}
