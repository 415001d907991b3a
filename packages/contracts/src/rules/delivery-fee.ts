import type { DeliveryMethod, FulfillmentMethod } from '../enums';

export interface FeeSettings {
  enableFreeShipping: boolean;
  freeShippingThresholdCents: number;
  standardShippingCents: number;
  expressShippingCents: number;
}

/**
 * DESIGN: standard and express fees come from the store settings, pickup is free, and a delivery
 * is free when free shipping is enabled and the subtotal reaches the threshold.
 */
export function deliveryFeeCents(
  fulfillment: FulfillmentMethod,
  method: DeliveryMethod,
  subtotalCents: number,
  settings: FeeSettings,
): number {
  if (fulfillment === 'pickup') return 0;
  if (settings.enableFreeShipping && subtotalCents >= settings.freeShippingThresholdCents) return 0;
  return method === 'express' ? settings.expressShippingCents : settings.standardShippingCents;
}
