import type { DeliveryMethod, FulfillmentMethod } from '@ikawa/contracts/enums';
import { fromCents, toCents } from '@ikawa/contracts/money';
import {
  deliveryFeeCents,
  type DeliveryTerms,
  type FeeSettings,
  flatTerms,
} from '@ikawa/contracts/rules/delivery-fee';
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
  /** Dollars; `null` while the delivery terms are not known. */
  amount: number | null;
  isFree: boolean;
}

/**
 * The terms a delivery is priced on: the address's zone as the server answered it, else the flat
 * fees of the store settings (a shop without zones, an address abroad); undefined while unknown.
 */
export function termsFor(settings: StoreSettings | undefined, zone: DeliveryTerms | null | undefined) {
  if (zone) return zone;
  return settings ? flatTerms(feeSettingsFrom(settings)) : undefined;
}

export function quoteFee(
  terms: DeliveryTerms | undefined,
  fulfillment: FulfillmentMethod,
  method: DeliveryMethod,
  subtotal: number,
): FeeQuote {
  if (fulfillment === 'pickup') return { amount: 0, isFree: true };
  if (!terms) return { amount: null, isFree: false };
  const cents = deliveryFeeCents(fulfillment, method, toCents(subtotal), terms);
  return { amount: fromCents(cents), isFree: cents === 0 };
}

/** How much more reaches free delivery, when the terms have a threshold not reached yet. */
export function amountToFreeShipping(terms: DeliveryTerms | undefined, subtotal: number): number | null {
  if (!terms || terms.freeThresholdCents === null) return null;
  const missing = terms.freeThresholdCents - toCents(subtotal);
  return missing > 0 ? fromCents(missing) : null;
}

/**
 * The store settings (fees, pickup address) with the fee rule applied to this cart, on the terms
 * of the address's delivery zone once the server named it.
 */
export function useFees(
  subtotal: number,
  fulfillment: FulfillmentMethod,
  method: DeliveryMethod,
  zone?: DeliveryTerms | null,
) {
  const settings = useSettings();
  const terms = termsFor(settings.data, zone);
  return {
    settings,
    terms,
    quote: (forMethod: DeliveryMethod = method) => quoteFee(terms, fulfillment, forMethod, subtotal),
    fee: quoteFee(terms, fulfillment, method, subtotal),
  };
}
