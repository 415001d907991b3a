import type { FulfillmentMethod, PaymentMethod } from '../enums';

/**
 * Every step in the order a shopper meets them. A card is entered on its own step after the
 * review: the card is charged the moment it is entered (the simulated provider's card call and
 * Stripe's confirmation both pay at once, for the amount of an intent opened from the reviewed
 * total), so the shopper sees the final price, discount code included, before typing it.
 */
export const CHECKOUT_STEPS = [
  'cart',
  'fulfillment',
  'address',
  'delivery',
  'payment',
  'confirm',
  'card',
  'success',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * SPEC §4: pickup skips the address and delivery steps, cash skips the card step; back steps
 * mirror the forward ones, so a step's number only grows on the way to the placed order.
 */
export function stepsFor(fulfillment: FulfillmentMethod, payment: PaymentMethod): CheckoutStep[] {
  return CHECKOUT_STEPS.filter((step) => {
    if (step === 'address' || step === 'delivery') return fulfillment === 'delivery';
    if (step === 'card') return payment === 'stripe';
    return true;
  });
}

export function nextStep(
  current: CheckoutStep,
  fulfillment: FulfillmentMethod,
  payment: PaymentMethod,
): CheckoutStep {
  const steps = stepsFor(fulfillment, payment);
  const index = steps.indexOf(current);
  return steps[Math.min(index + 1, steps.length - 1)] ?? current;
}

export function previousStep(
  current: CheckoutStep,
  fulfillment: FulfillmentMethod,
  payment: PaymentMethod,
): CheckoutStep {
  const steps = stepsFor(fulfillment, payment);
  const index = steps.indexOf(current);
  return steps[Math.max(index - 1, 0)] ?? current;
}

/**
 * "Step 2 of 5": where a step stands among those between the cart and the placed order, or
 * undefined for the cart, the success view and a step this path does not have.
 */
export function stepNumber(
  step: CheckoutStep,
  fulfillment: FulfillmentMethod,
  payment: PaymentMethod,
): { current: number; total: number } | undefined {
  const counted: CheckoutStep[] = stepsFor(fulfillment, payment).filter(
    (candidate) => candidate !== 'cart' && candidate !== 'success',
  );
  const index = counted.indexOf(step);
  return index < 0 ? undefined : { current: index + 1, total: counted.length };
}
