/**
 * Plain values, labels and formatting of the catalogue and roles, with no zod: the web app's
 * first page uses them without loading the schema library (issue 3 §8 initial JavaScript).
 * `enums.ts` and `products.ts` re-export them beside their schemas.
 */

import { PRODUCT_TYPES } from './constants';
import { DEFAULT_LOCALE, type Locale } from './i18n';

/** DESIGN: ordinary users are stored as `customer`; `user` is accepted as a synonym on input. */
export const ROLES = ['customer', 'admin', 'delivery'] as const;

export const ROLE_LABELS: Record<(typeof ROLES)[number], string> = {
  customer: 'Customer',
  admin: 'Administrator',
  delivery: 'Delivery person',
};

export { PRODUCT_TYPES };
type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_SORTS = ['name', 'price', 'price-desc', 'newest'] as const;

/** SPEC §3: images are derived from type and weight; the artwork lives in the web app. */
export function productImage(type: ProductType, weightKg: number): string {
  if (type === 'accessory') return '/images/products/accessory.svg';
  const size = weightKg >= 60 ? '60kg' : weightKg >= 1 ? '1kg' : '500g';
  return `/images/products/${type}-${size}.svg`;
}

/** SPEC §3: 0.5 is shown as "1/2 kg". */
export function formatWeight(weightKg: number): string {
  if (weightKg === 0.5) return '1/2 kg';
  return `${Number.isInteger(weightKg) ? weightKg : weightKg.toString()} kg`;
}

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  powder: 'Powder',
  granule: 'Granulated',
  sack: 'Sack',
  accessory: 'Accessories',
};

export const PRODUCT_MESSAGES = {
  notFound: 'Product not found',
  loadFailed: 'Error loading products. Please try again later.',
  empty: 'No products found',
  addFailed: 'Failed to add product',
  updateFailed: 'Failed to update product',
} as const;

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

/** "Visa ending in 4242": a paying card as the shop names it (timeline, checkout, My Orders). */
export function cardLabel(card: { brand: string; last4: string }): string {
  const brand = card.brand ? `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)}` : 'Card';
  return `${brand} ending in ${card.last4}`;
}

/**
 * How an order is paid, in the shopper's words: cash at the handover, or the card that paid
 * (issue 12 §4: a card buyer is never told to pay cash).
 */
export function paymentLabel(payment: {
  method: 'cash' | 'stripe';
  fulfillment: 'delivery' | 'pickup';
  card: { brand: string; last4: string } | null;
}): string {
  if (payment.method === 'cash')
    return payment.fulfillment === 'pickup' ? 'Cash at pickup' : 'Cash on delivery';
  return payment.card ? `Paid by ${cardLabel(payment.card)}` : 'Paid by card';
}
