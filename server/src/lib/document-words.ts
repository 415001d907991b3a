import { formatPrice } from '@ikawa/contracts/display';
import type { Locale, MessageDescriptor } from '@ikawa/contracts/i18n';
import type { Order } from '@ikawa/contracts/orders';
import {
  type Province,
  provinceOfPostalCode,
  type TaxCategory,
  type TaxRegistrationKind,
} from '@ikawa/contracts/tax';
import { translate } from './i18n';

/**
 * The words the customer's documents share (e-mails, receipt, packing slip): how an order is
 * paid, the names of taxes and provinces, tax and payment statuses, money, weights and dates in
 * the reader's language. The contracts keep the English tables for the screens.
 */

const PAYMENT = {
  cashAtPickup: /*i18n*/ { id: 'doc.payment.cashAtPickup', message: 'Cash at pickup' },
  cashOnDelivery: /*i18n*/ { id: 'doc.payment.cashOnDelivery', message: 'Cash on delivery' },
  paidByCard: /*i18n*/ { id: 'doc.payment.paidByCard', message: 'Paid by card' },
  paidByNamedCard: /*i18n*/ {
    id: 'doc.payment.paidByNamedCard',
    comment: 'brand: the card network ("Visa"); last4: the card number\'s last four digits',
    message: 'Paid by {brand} ending in {last4}',
  },
} satisfies Record<string, MessageDescriptor>;

/** "Cash on delivery", "Paid by Visa ending in 4242" (`paymentLabel` of the contracts). */
export function paymentWords(
  locale: Locale,
  order: {
    payment: { method: Order['payment']['method']; card?: { brand: string | null; last4: string } | null };
    delivery: Pick<Order['delivery'], 'fulfillmentMethod'>;
  },
): string {
  if (order.payment.method === 'cash')
    return translate(
      locale,
      order.delivery.fulfillmentMethod === 'pickup' ? PAYMENT.cashAtPickup : PAYMENT.cashOnDelivery,
    );
  const card = order.payment.card;
  if (!card) return translate(locale, PAYMENT.paidByCard);
  const brand = card.brand ? `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)}` : '';
  return brand
    ? translate(locale, PAYMENT.paidByNamedCard, { brand, last4: card.last4 })
    : translate(locale, PAYMENT.paidByNamedCard, { brand: translate(locale, CARD), last4: card.last4 });
}
const CARD = /*i18n*/ { id: 'doc.payment.card', message: 'Card' };

const PAYMENT_STATUS: Record<Order['payment']['status'], MessageDescriptor> = {
  pending: /*i18n*/ { id: 'doc.paymentStatus.pending', message: 'not paid yet' },
  completed: /*i18n*/ { id: 'doc.paymentStatus.completed', message: 'paid' },
  failed: /*i18n*/ { id: 'doc.paymentStatus.failed', message: 'failed' },
  refunded: /*i18n*/ { id: 'doc.paymentStatus.refunded', message: 'refunded' },
};
export const paymentStatusWords = (locale: Locale, status: Order['payment']['status']) =>
  translate(locale, PAYMENT_STATUS[status]);

const TAX_STATUS: Record<TaxCategory, MessageDescriptor> = {
  zero_rated_grocery: /*i18n*/ { id: 'doc.taxStatus.zeroRated', message: 'Zero-rated' },
  standard: /*i18n*/ { id: 'doc.taxStatus.taxable', message: 'Taxable' },
};
export const taxStatusWords = (locale: Locale, category: TaxCategory) =>
  translate(locale, TAX_STATUS[category]);

/** A tax's short name where it is charged: GST/TPS, HST/TVH, PST/TVP, RST/TVD, QST/TVQ. */
const TAX_NAMES: Record<string, MessageDescriptor> = {
  GST: /*i18n*/ { id: 'doc.tax.gst', message: 'GST' },
  HST: /*i18n*/ { id: 'doc.tax.hst', message: 'HST' },
  PST: /*i18n*/ { id: 'doc.tax.pst', message: 'PST' },
  RST: /*i18n*/ { id: 'doc.tax.rst', message: 'RST' },
  QST: /*i18n*/ { id: 'doc.tax.qst', message: 'QST' },
};

/** "GST 5%" / "TPS 5 %": a tax line's title (`taxLineTitle` of the contracts). */
export function taxTitle(locale: Locale, line: { name: string; rate: number }): string {
  const name = TAX_NAMES[line.name] ? translate(locale, TAX_NAMES[line.name]!) : line.name;
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(
    Math.round(line.rate * 10_000) / 1_000_000,
  );
  return `${name} ${rate}`;
}

/** Why a tax of the place of supply is not charged: the shop is not registered for it. */
const NOT_REGISTERED: Record<TaxRegistrationKind, MessageDescriptor> = {
  gstHst: /*i18n*/ {
    id: 'doc.notRegistered.gstHst',
    message: 'No GST/HST: the shop is a small supplier, not registered',
  },
  qst: /*i18n*/ { id: 'doc.notRegistered.qst', message: 'No QST: the shop is not registered for it' },
  bcPst: /*i18n*/ { id: 'doc.notRegistered.bcPst', message: 'No PST: the shop is not registered for it' },
  skPst: /*i18n*/ { id: 'doc.notRegistered.skPst', message: 'No PST: the shop is not registered for it' },
  mbRst: /*i18n*/ { id: 'doc.notRegistered.mbRst', message: 'No RST: the shop is not registered for it' },
};

/** "No QST: the shop is not registered for it", in the reader's words, as a totals line. */
export const notRegisteredWords = (locale: Locale, kind: TaxRegistrationKind) =>
  translate(locale, NOT_REGISTERED[kind]);

const PROVINCES: Record<Province, MessageDescriptor> = {
  AB: /*i18n*/ { id: 'doc.province.AB', message: 'Alberta' },
  BC: /*i18n*/ { id: 'doc.province.BC', message: 'British Columbia' },
  MB: /*i18n*/ { id: 'doc.province.MB', message: 'Manitoba' },
  NB: /*i18n*/ { id: 'doc.province.NB', message: 'New Brunswick' },
  NL: /*i18n*/ { id: 'doc.province.NL', message: 'Newfoundland and Labrador' },
  NS: /*i18n*/ { id: 'doc.province.NS', message: 'Nova Scotia' },
  NT: /*i18n*/ { id: 'doc.province.NT', message: 'Northwest Territories' },
  NU: /*i18n*/ { id: 'doc.province.NU', message: 'Nunavut' },
  ON: /*i18n*/ { id: 'doc.province.ON', message: 'Ontario' },
  PE: /*i18n*/ { id: 'doc.province.PE', message: 'Prince Edward Island' },
  QC: /*i18n*/ { id: 'doc.province.QC', message: 'Quebec' },
  SK: /*i18n*/ { id: 'doc.province.SK', message: 'Saskatchewan' },
  YT: /*i18n*/ { id: 'doc.province.YT', message: 'Yukon' },
};
const EXPORT = /*i18n*/ { id: 'doc.placeOfSupply.export', message: 'Outside Canada (export, zero-rated)' };

/** The place of supply as a receipt states it: the province, or an export. */
export function placeOfSupplyWords(locale: Locale, place: { province: Province | null }): string {
  return translate(locale, place.province ? PROVINCES[place.province] : EXPORT);
}

/** Money in the reader's format: "$1,234.50" / "1 234,50 $". */
export const moneyIn = (locale: Locale) => (amount: number) => formatPrice(amount, locale);

/** "1/2 kg", "1 kg", "1.5 kg" / "1,5 kg". */
export function weightIn(locale: Locale, weightKg: number): string {
  if (weightKg === 0.5) return '1/2 kg';
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(weightKg)} kg`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date as documents write it ("November 28, 2026" / "28 novembre 2026"), in the store's zone. */
export function longDate(locale: Locale, at: string | Date, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
    dateFormats.set(key, format);
  }
  return format.format(typeof at === 'string' ? new Date(at) : at);
}

/**
 * Quebec's Charter of the French language (as amended by Bill 96): a sale delivered to, or picked
 * up in, Québec gets its invoice and receipt in French, whatever language the account reads. The
 * province is the place of supply the order was taxed at; an order from before taxes were recorded
 * is placed by the postal code of where the coffee went.
 */
export function isSuppliedInQuebec(order: Pick<Order, 'tax' | 'delivery' | 'shippingAddress'>): boolean {
  const province = order.tax?.placeOfSupply.province;
  if (province !== undefined && province !== null) return province === 'QC';
  if (order.tax && order.tax.placeOfSupply.basis === 'export') return false;
  const pickup = order.delivery.fulfillmentMethod === 'pickup';
  const place = pickup ? order.delivery.pickupAddress : (order.delivery.address ?? order.shippingAddress);
  return place ? provinceOfPostalCode(place.postalCode) === 'QC' : false;
}

/** The language of an order's invoice, receipt and packing slip (the e-mail keeps the order's). */
export function documentLocale(
  order: Pick<Order, 'tax' | 'delivery' | 'shippingAddress'>,
  orderLocale: Locale,
): Locale {
  return isSuppliedInQuebec(order) ? 'fr-CA' : orderLocale;
}

/**
 * `documentLocale` for an order row (packing slips read rows, not the order as the API shows it):
 * the province it was taxed in, else the postal code of where the coffee goes.
 */
export function documentLocaleOfRow(order: {
  locale: Locale;
  taxProvince: string | null;
  taxBasis: string | null;
  fulfillmentMethod: 'delivery' | 'pickup';
  shipPostalCode: string | null;
  pickupAddress: { postalCode: string } | null;
}): Locale {
  if (order.taxProvince) return order.taxProvince === 'QC' ? 'fr-CA' : order.locale;
  if (order.taxBasis === 'export') return order.locale;
  const postalCode =
    order.fulfillmentMethod === 'pickup' ? order.pickupAddress?.postalCode : order.shipPostalCode;
  return postalCode && provinceOfPostalCode(postalCode) === 'QC' ? 'fr-CA' : order.locale;
}
