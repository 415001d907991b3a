/**
 * Plain values, labels and formatting of the catalogue and roles, with no zod: the web app's
 * first page uses them without loading the schema library, so its JavaScript stays small.
 * `enums.ts` and `products.ts` re-export them beside their schemas. Its texts are in the small
 * `display` catalog (lingui.config.ts), loaded with the first page.
 */

import { PRODUCT_TYPES } from './constants';
import { DEFAULT_LOCALE, type Locale } from './i18n';
import { english, englishOf, type Message } from './messages';
import { countryName } from './country-names';

/** DESIGN: ordinary users are stored as `customer`; `user` is accepted as a synonym on input. */
export const ROLES = ['customer', 'admin', 'delivery'] as const;

export const ROLE_MESSAGES: Record<(typeof ROLES)[number], Message> = {
  customer: /*i18n*/ { id: 'role.customer', message: 'Customer' },
  admin: /*i18n*/ { id: 'role.admin', message: 'Administrator' },
  delivery: /*i18n*/ { id: 'role.delivery', message: 'Delivery person' },
};
export const ROLE_LABELS: Record<(typeof ROLES)[number], string> = englishOf(ROLE_MESSAGES);

export { PRODUCT_TYPES };
type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_SORTS = ['name', 'price', 'price-desc', 'newest'] as const;

/**
 * Coffee is sold by the bag, in SPEC §9's weights, and is Burundi Arabica; an accessory (a mug, a
 * brewer) is neither: it has no bag size, no origin and no variety, and a weight only when the
 * owner gives one.
 */
export function isCoffee(type: ProductType): boolean {
  return type !== 'accessory';
}

/** SPEC §3: images are derived from type and weight; the artwork lives in the web app. */
export function productImage(type: ProductType, weightKg: number | null): string {
  if (!isCoffee(type)) return '/images/products/accessory.svg';
  const kg = weightKg ?? 0;
  const size = kg >= 60 ? '60kg' : kg >= 1 ? '1kg' : '500g';
  return `/images/products/${type}-${size}.svg`;
}

/**
 * SPEC §3: 0.5 is shown as "1/2 kg" in both languages; other weights as the locale writes
 * numbers (en-CA "1.5 kg", fr-CA "1,5 kg"), without grouping ("1000 kg").
 */
export function formatWeight(weightKg: number, locale: Locale = DEFAULT_LOCALE): string {
  if (weightKg === 0.5) return '1/2 kg';
  const number = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 3 });
  return `${number.format(weightKg)} kg`;
}

/** What a product's weight says, with its type: the two fields every reader of a product has. */
export interface Weighed {
  type: ProductType;
  /** Kilograms; null for an accessory whose owner gave no weight. */
  weight: number | null;
}

/**
 * A product's weight as its page, card and the admin's list show it: a coffee's bag ("1/2 kg"),
 * an accessory's own weight in grams under a kilogram ("350 g", "1.2 kg"), or null when it has
 * none, and then nothing is shown.
 */
export function productWeight(product: Weighed, locale: Locale = DEFAULT_LOCALE): string | null {
  if (product.weight === null) return null;
  if (isCoffee(product.type)) return formatWeight(product.weight, locale);
  if (product.weight >= 1) return formatWeight(product.weight, locale);
  const grams = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 0 });
  return `${grams.format(product.weight * 1000)} g`;
}

/**
 * The bag size that follows a coffee's name on a line ("1/2 kg"), or null for an accessory:
 * a mug is not a 1/2 kg bag, whatever it weighs.
 */
export function bagSize(line: Weighed, locale: Locale = DEFAULT_LOCALE): string | null {
  return isCoffee(line.type) && line.weight !== null ? formatWeight(line.weight, locale) : null;
}

/**
 * What a cart line, an order line, an e-mail, a receipt, a packing slip or a stock message calls
 * a product: "Kayanza Kinyovu Ground Coffee (1/2 kg)", but "Ikawa Stoneware Mug". The one place
 * that decides whether the bag size follows the name; the brackets read the same in French.
 */
export function lineLabel(line: Weighed & { name: string }, locale: Locale = DEFAULT_LOCALE): string {
  const size = bagSize(line, locale);
  return size === null ? line.name : `${line.name} (${size})`;
}

export const PRODUCT_TYPE_MESSAGES: Record<ProductType, Message> = {
  powder: /*i18n*/ { id: 'product.type.powder', message: 'Powder' },
  granule: /*i18n*/ { id: 'product.type.granule', message: 'Granulated' },
  sack: /*i18n*/ { id: 'product.type.sack', message: 'Sack' },
  accessory: /*i18n*/ { id: 'product.type.accessory', message: 'Accessories' },
};
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = englishOf(PRODUCT_TYPE_MESSAGES);

export const PRODUCT_MESSAGE_DESCRIPTORS = {
  notFound: /*i18n*/ { id: 'product.notFound', message: 'Product not found' },
  loadFailed: /*i18n*/ {
    id: 'product.loadFailed',
    message: 'Error loading products. Please try again later.',
  },
  empty: /*i18n*/ { id: 'product.empty', message: 'No products found' },
  addFailed: /*i18n*/ { id: 'product.addFailed', message: 'Failed to add product' },
  updateFailed: /*i18n*/ { id: 'product.updateFailed', message: 'Failed to update product' },
} satisfies Record<string, Message>;
export const PRODUCT_MESSAGES = englishOf(PRODUCT_MESSAGE_DESCRIPTORS);

const moneyFormatters = new Map<Locale, Intl.NumberFormat>();

/**
 * SPEC §9: prices in CAD with 2 decimals, written as the page's language writes money: en-CA
 * "$1,234.50", fr-CA "1 234,50 $" (README "Languages").
 */
export function formatPrice(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  let formatter = moneyFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormatters.set(locale, formatter);
  }
  return formatter.format(amount);
}

/**
 * "Visa ending in 4242": a paying card as the shop names it (timeline, checkout, My Orders). The
 * brand is a name (Visa, Mastercard) and stays as it is; a card without one is "a card".
 */
export function cardMessage(card: { brand: string; last4: string }): Message {
  if (!card.brand)
    return /*i18n*/ { id: 'card.unnamed', message: 'Card ending in {last4}', values: { last4: card.last4 } };
  const brand = `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)}`;
  return /*i18n*/ {
    id: 'card.named',
    message: '{brand} ending in {last4}',
    values: { brand, last4: card.last4 },
  };
}

export function cardLabel(card: { brand: string; last4: string }): string {
  return english(cardMessage(card));
}

/** An order's payment, as `paymentMessage` reads it. */
export interface PaymentDescription {
  method: 'cash' | 'stripe';
  fulfillment: 'delivery' | 'pickup';
  card: { brand: string; last4: string } | null;
}

/**
 * How an order is paid, in the shopper's words: cash at the handover, or the card that paid (a
 * card buyer is never told to pay cash).
 */
export function paymentMessage(payment: PaymentDescription): Message {
  if (payment.method === 'cash')
    return payment.fulfillment === 'pickup'
      ? /*i18n*/ { id: 'payment.cashAtPickup', message: 'Cash at pickup' }
      : /*i18n*/ { id: 'payment.cashOnDelivery', message: 'Cash on delivery' };
  if (!payment.card) return /*i18n*/ { id: 'payment.paidByCard', message: 'Paid by card' };
  if (!payment.card.brand)
    return /*i18n*/ {
      id: 'payment.paidByUnnamedCard',
      message: 'Paid by Card ending in {last4}',
      values: { last4: payment.card.last4 },
    };
  const brand = `${payment.card.brand.charAt(0).toUpperCase()}${payment.card.brand.slice(1)}`;
  return /*i18n*/ {
    id: 'payment.paidByNamedCard',
    message: 'Paid by {brand} ending in {last4}',
    values: { brand, last4: payment.card.last4 },
  };
}

export function paymentLabel(payment: PaymentDescription): string {
  return english(paymentMessage(payment));
}

/** The parts of an address every screen writes (an order's, a saved one, the store's). */
export interface PostalAddress {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

/**
 * An address as every screen writes it, one line per part: the street, the city and its postal
 * code ("Toronto M5H 2M9", Canada Post's order; the shop keeps no province), then the country's
 * name in `locale` (a country typed before codes, on an old order, as it was typed).
 * A part left empty is left out. The phone is not part of it: each screen labels it its own way.
 */
export function addressLines(address: PostalAddress, locale: Locale = DEFAULT_LOCALE): string[] {
  const place = [address.city.trim(), address.postalCode.trim()].filter(Boolean).join(' ');
  return [address.street.trim(), place, countryName(address.country.trim(), locale)].filter(Boolean);
}

/** The same address on one line ("12 King St W, Toronto M5H 2M9, Canada"), e.g. for a map search. */
export function addressLine(address: PostalAddress, locale: Locale = DEFAULT_LOCALE): string {
  return addressLines(address, locale).join(', ');
}
