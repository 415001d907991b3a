import type { DeliveryMethod, FulfillmentMethod } from '../enums';

export interface FeeSettings {
  enableFreeShipping: boolean;
  freeShippingThresholdCents: number;
  standardShippingCents: number;
  expressShippingCents: number;
}

/**
 * The terms a delivery is priced on (decision 019), in cents: a delivery zone's, or the flat fees
 * of Settings when the shop has no zones or the address is outside Canada.
 */
export interface DeliveryTerms {
  /** The zone serving the address; null for the flat fees. */
  zone: { id: string; name: string } | null;
  standardCents: number;
  /** Null: express delivery is not offered there. */
  expressCents: number | null;
  /** The subtotal before discounts a delivery needs (0: none). */
  minimumOrderCents: number;
  /** Delivery is free from this subtotal before discounts; null: never free. */
  freeThresholdCents: number | null;
  /** The weekdays it is delivered (0 = Monday); null: every business day of the store. */
  deliveryDays: number[] | null;
}

/** The flat fees of Settings as delivery terms: no minimum, every business day. */
export function flatTerms(settings: FeeSettings): DeliveryTerms {
  return {
    zone: null,
    standardCents: settings.standardShippingCents,
    expressCents: settings.expressShippingCents,
    minimumOrderCents: 0,
    freeThresholdCents: settings.enableFreeShipping ? settings.freeShippingThresholdCents : null,
    deliveryDays: null,
  };
}

/**
 * DESIGN: standard and express fees come from the delivery terms, pickup is free, and a delivery
 * is free once the subtotal (before discounts) reaches the terms' threshold. Express where it is
 * not offered costs what standard does here; `deliveryRefusal` refuses it before any price is
 * stated.
 */
export function deliveryFeeCents(
  fulfillment: FulfillmentMethod,
  method: DeliveryMethod,
  subtotalCents: number,
  terms: DeliveryTerms,
): number {
  if (fulfillment === 'pickup') return 0;
  if (terms.freeThresholdCents !== null && subtotalCents >= terms.freeThresholdCents) return 0;
  return method === 'express' ? (terms.expressCents ?? terms.standardCents) : terms.standardCents;
}

/** Why a delivery cannot be made on these terms, or null: express not offered, under the minimum. */
export type DeliveryRefusal =
  | { code: 'express_not_offered' }
  | { code: 'below_delivery_minimum'; minimumCents: number; missingCents: number };

export function deliveryRefusal(
  fulfillment: FulfillmentMethod,
  method: DeliveryMethod,
  subtotalCents: number,
  terms: DeliveryTerms,
): DeliveryRefusal | null {
  if (fulfillment === 'pickup') return null;
  if (method === 'express' && terms.expressCents === null) return { code: 'express_not_offered' };
  if (subtotalCents < terms.minimumOrderCents)
    return {
      code: 'below_delivery_minimum',
      minimumCents: terms.minimumOrderCents,
      missingCents: terms.minimumOrderCents - subtotalCents,
    };
  return null;
}
