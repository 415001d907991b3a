import type { Stripe, StripeError } from '@stripe/stripe-js';
// The pure entry loads Stripe's script only when a Stripe form is shown (not on every page).
import { loadStripe } from '@stripe/stripe-js/pure';
import { PAYMENT_MESSAGES } from '@ikawa/contracts/payments';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once and shared by every Stripe form. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

/** SPEC §8: card and validation errors show Stripe's message; anything else a fixed sentence. */
export function stripeErrorMessage(error: StripeError): string {
  const known = error.type === 'card_error' || error.type === 'validation_error';
  return known ? (error.message ?? PAYMENT_MESSAGES.issue) : PAYMENT_MESSAGES.issue;
}
