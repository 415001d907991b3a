import type { FulfillmentMethod } from '../enums';

export const CHECKOUT_STEPS = [
  'cart',
  'fulfillment',
  'address',
  'delivery',
  'payment',
  'confirm',
  'success',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** SPEC §4: pickup skips the address and delivery steps; back steps mirror the forward ones. */
export function stepsFor(fulfillment: FulfillmentMethod): CheckoutStep[] {
  return CHECKOUT_STEPS.filter(
    (step) => fulfillment === 'delivery' || (step !== 'address' && step !== 'delivery'),
  );
}

export function nextStep(current: CheckoutStep, fulfillment: FulfillmentMethod): CheckoutStep {
  const steps = stepsFor(fulfillment);
  const index = steps.indexOf(current);
  return steps[Math.min(index + 1, steps.length - 1)] ?? current;
}

export function previousStep(current: CheckoutStep, fulfillment: FulfillmentMethod): CheckoutStep {
  const steps = stepsFor(fulfillment);
  const index = steps.indexOf(current);
  return steps[Math.max(index - 1, 0)] ?? current;
}
