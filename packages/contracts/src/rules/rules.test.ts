import { describe, expect, it } from 'vitest';
import { itemCount, subtotalCents } from './cart-totals';
import { type CheckoutStep, nextStep, previousStep, stepNumber, stepsFor } from './checkout-steps';
import { deliveryEstimate } from './delivery-estimate';
import {
  deliveryFeeCents,
  deliveryRefusal,
  type DeliveryTerms,
  type FeeSettings,
  flatTerms,
} from './delivery-fee';
import { fromCents, toCents } from '../money';

const flat: FeeSettings = {
  enableFreeShipping: true,
  freeShippingThresholdCents: 5000,
  standardShippingCents: 1000,
  expressShippingCents: 1500,
};
const settings = flatTerms(flat);

describe('delivery fee', () => {
  it('charges the standard and express fees below the threshold', () => {
    expect(deliveryFeeCents('delivery', 'standard', 4999, settings)).toBe(1000);
    expect(deliveryFeeCents('delivery', 'express', 4999, settings)).toBe(1500);
  });

  it('is free from the threshold when free shipping is enabled', () => {
    expect(deliveryFeeCents('delivery', 'express', 5000, settings)).toBe(0);
    expect(
      deliveryFeeCents('delivery', 'standard', 5000, flatTerms({ ...flat, enableFreeShipping: false })),
    ).toBe(1000);
  });

  it('is always free for pickup', () => {
    expect(deliveryFeeCents('pickup', 'express', 100, settings)).toBe(0);
  });

  it('reads a zone: its own fees, a threshold or none, a minimum, express or none', () => {
    const zone: DeliveryTerms = {
      zone: { id: 'z', name: 'Toronto suburbs' },
      standardCents: 1500,
      expressCents: null,
      minimumOrderCents: 3000,
      freeThresholdCents: null,
      deliveryDays: [1, 3],
    };
    expect(deliveryFeeCents('delivery', 'standard', 100_000, zone)).toBe(1500);
    expect(deliveryFeeCents('delivery', 'standard', 8000, { ...zone, freeThresholdCents: 8000 })).toBe(0);
    expect(deliveryRefusal('delivery', 'express', 5000, zone)).toEqual({ code: 'express_not_offered' });
    expect(deliveryRefusal('delivery', 'standard', 2999, zone)).toEqual({
      code: 'below_delivery_minimum',
      minimumCents: 3000,
      missingCents: 1,
    });
    expect(deliveryRefusal('delivery', 'standard', 3000, zone)).toBeNull();
    expect(deliveryRefusal('pickup', 'express', 0, zone)).toBeNull();
    expect(deliveryRefusal('delivery', 'express', 0, settings)).toBeNull();
  });
});

describe('cart totals', () => {
  it('sums quantities and prices in cents without float drift', () => {
    const lines = [
      { unitPriceCents: 1999, quantity: 3 },
      { unitPriceCents: 10, quantity: 1 },
    ];
    expect(itemCount(lines)).toBe(4);
    expect(subtotalCents(lines)).toBe(6007);
    expect(fromCents(subtotalCents(lines))).toBe(60.07);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});

describe('delivery estimate', () => {
  const now = new Date('2026-01-01T10:00:00Z');
  it('adds 2 days for express, 5 for standard and 4 hours for pickup', () => {
    expect(deliveryEstimate('delivery', 'express', now).toISOString()).toBe('2026-01-03T10:00:00.000Z');
    expect(deliveryEstimate('delivery', 'standard', now).toISOString()).toBe('2026-01-06T10:00:00.000Z');
    expect(deliveryEstimate('pickup', 'standard', now).toISOString()).toBe('2026-01-01T14:00:00.000Z');
  });
});

describe('checkout steps', () => {
  it('skips address and delivery for pickup, both ways', () => {
    expect(stepsFor('pickup', 'cash')).toEqual(['cart', 'fulfillment', 'payment', 'confirm', 'success']);
    expect(nextStep('fulfillment', 'pickup', 'cash')).toBe('payment');
    expect(previousStep('payment', 'pickup', 'cash')).toBe('fulfillment');
    expect(nextStep('fulfillment', 'delivery', 'cash')).toBe('address');
    expect(previousStep('payment', 'delivery', 'cash')).toBe('delivery');
  });

  it('puts the card after the review, on the card path only, and back from it to the review', () => {
    expect(stepsFor('delivery', 'stripe')).toEqual([
      'cart',
      'fulfillment',
      'address',
      'delivery',
      'payment',
      'confirm',
      'card',
      'success',
    ]);
    expect(stepsFor('delivery', 'cash')).not.toContain('card');
    expect(nextStep('confirm', 'pickup', 'stripe')).toBe('card');
    expect(nextStep('card', 'pickup', 'stripe')).toBe('success');
    expect(previousStep('card', 'delivery', 'stripe')).toBe('confirm');
    expect(nextStep('confirm', 'delivery', 'cash')).toBe('success');
  });

  it('numbers the steps so the number only grows on the way to the placed order', () => {
    for (const fulfillment of ['delivery', 'pickup'] as const) {
      for (const payment of ['cash', 'stripe'] as const) {
        const numbers: number[] = [];
        let step: CheckoutStep = 'fulfillment';
        while (step !== 'success') {
          const number = stepNumber(step, fulfillment, payment);
          expect(number, `${fulfillment}/${payment}/${step}`).toBeDefined();
          numbers.push(number!.current);
          expect(number!.total).toBe(stepsFor(fulfillment, payment).length - 2);
          step = nextStep(step, fulfillment, payment);
        }
        // 1, 2, 3…: one more at every step, the last one is "N of N".
        expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      }
    }
    expect(stepNumber('confirm', 'delivery', 'stripe')).toEqual({ current: 5, total: 6 });
    expect(stepNumber('card', 'delivery', 'stripe')).toEqual({ current: 6, total: 6 });
    expect(stepNumber('payment', 'pickup', 'cash')).toEqual({ current: 2, total: 3 });
    expect(stepNumber('cart', 'delivery', 'cash')).toBeUndefined();
    expect(stepNumber('card', 'delivery', 'cash')).toBeUndefined();
  });
});
