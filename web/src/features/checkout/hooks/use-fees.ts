import type { DeliveryMethod, FulfillmentMethod } from '@ikawa/contracts/enums';
import { fromCents, toCents } from '@ikawa/contracts/money';
import { deliveryFeeCents, type FeeSettings, flatTerms } from '@ikawa/contracts/rules/delivery-fee';
import type { StoreSettings } from '@ikawa/contracts/settings';
import { useSettings } from '@/features/settings/api/get-settings';

export function feeSettingsFrom(settings: StoreSettings): FeeSettings {
  return {
    enableFreeShipping: settings.enableFreeShipping,
    freeShippingThresholdCents: toCents(settings.freeShippingThreshold),
    standardShippingCents: toCents(settings.standardShippingCost),
    expressShippingCents: toCents(settings.expressShippingCost),
  };
}

/** The fee as the shopper should read it: 'Free' when it costs nothing (DESIGN delivery fee). */
export interface FeeQuote {
  /** Dollars; `null` while the store settings are not known. */
  amount: number | null;
  isFree: boolean;
}

export function quoteFee(
  settings: StoreSettings | undefined,
  fulfillment: FulfillmentMethod,
  method: DeliveryMethod,
  subtotal: number,
): FeeQuote {
  if (fulfillment === 'pickup') return { amount: 0, isFree: true };
  if (!settings) return { amount: null, isFree: false };
  const cents = deliveryFeeCents(
    fulfillment,
    method,
    toCents(subtotal),
    flatTerms(feeSettingsFrom(settings)),
  );
  return { amount: fromCents(cents), isFree: cents === 0 };
}

/** How much more reaches free shipping, when it is on and not reached yet. */
export function amountToFreeShipping(settings: StoreSettings | undefined, subtotal: number): number | null {
  if (!settings?.enableFreeShipping) return null;
  const missing = toCents(settings.freeShippingThreshold) - toCents(subtotal);
  return missing > 0 ? fromCents(missing) : null;
}

/** The store settings (fees, pickup address) with the fee rule applied to this cart. */
export function useFees(subtotal: number, fulfillment: FulfillmentMethod, method: DeliveryMethod) {
  const settings = useSettings();
  return {
    settings,
    quote: (forMethod: DeliveryMethod = method) => quoteFee(settings.data, fulfillment, forMethod, subtotal),
    fee: quoteFee(settings.data, fulfillment, method, subtotal),
  };
}
