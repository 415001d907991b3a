import type { CreateOrderCommand } from '@ikawa/contracts/orders';
import { ORDER_MESSAGES, outOfStockMessage } from '@ikawa/contracts/orders';
import type { ProductType } from '@ikawa/contracts/enums';
import { formatWeight } from '@ikawa/contracts/products';
import { subtotalCents } from '@ikawa/contracts/rules/cart-totals';
import { deliveryFeeCents } from '@ikawa/contracts/rules/delivery-fee';
import { AppError } from '../../lib/app-error';
import type { SettingsRow } from '../settings/repo';

/** A product as it is sold: the snapshot an order line keeps. */
export interface SaleProduct {
  id: string;
  name: string;
  type: ProductType;
  weightKg: number;
  priceCents: number;
}

export interface PricedLine {
  productId: string;
  name: string;
  type: ProductType;
  weightKg: number;
  unitPriceCents: number;
  quantity: number;
}

/**
 * A cart priced by the server: what an order is made of and what a card intent charges. Card
 * payments keep it with the intent (`payments.priced_cart`), so the order made after payment is
 * exactly what was paid for.
 */
export interface PricedCart {
  lines: PricedLine[];
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
  currency: string;
}

export type Fulfilment = Pick<CreateOrderCommand, 'fulfillmentMethod' | 'deliveryMethod'>;

/** The same product twice in one cart is one line; lines in product-id order (lock order). */
export function mergeLines(lines: CreateOrderCommand['lines']): { productId: string; quantity: number }[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return [...merged]
    .map(([productId, quantity]) => ({ productId, quantity }))
    .sort((a, b) => a.productId.localeCompare(b.productId));
}

/**
 * The shop's one pricing function (issue 12): catalogue unit prices times quantities, the
 * settings' delivery fee for the chosen fulfilment, and the total. Every price the shop states —
 * a card intent's amount, a cash order, a quote — comes from here.
 */
export function priceCart(
  sold: { product: SaleProduct; quantity: number }[],
  fulfilment: Fulfilment,
  settings: SettingsRow,
): PricedCart {
  const lines = sold.map(({ product, quantity }) => ({
    productId: product.id,
    name: product.name,
    type: product.type,
    weightKg: product.weightKg,
    unitPriceCents: product.priceCents,
    quantity,
  }));
  const subtotal = subtotalCents(lines);
  const fee = deliveryFeeCents(fulfilment.fulfillmentMethod, fulfilment.deliveryMethod, subtotal, {
    enableFreeShipping: settings.enableFreeShipping,
    freeShippingThresholdCents: settings.freeShippingThresholdCents,
    standardShippingCents: settings.standardShippingCents,
    expressShippingCents: settings.expressShippingCents,
  });
  return {
    lines,
    subtotalCents: subtotal,
    feeCents: fee,
    totalCents: subtotal + fee,
    currency: settings.currency,
  };
}

/** "Kayanza Ground Coffee (1/2 kg)": how a product is named in a stock sentence. */
export const saleLabel = (product: Pick<SaleProduct, 'name' | 'weightKg'>) =>
  `${product.name} (${formatWeight(product.weightKg)})`;

export const outOfStock = (label: string, left: number) =>
  new AppError('conflict', outOfStockMessage(label, left), { code: 'out_of_stock' });

export const productUnavailable = (name?: string) =>
  new AppError(
    'business_rule',
    name ? `${name} is no longer sold. Please remove it from your cart.` : ORDER_MESSAGES.productGone,
    { code: 'product_unavailable' },
  );
