import { describe, expect, it } from 'vitest';
import { itemCount, subtotalCents } from './cart-totals';
import { nextStep, previousStep, stepsFor } from './checkout-steps';
import { deliveryEstimate } from './delivery-estimate';
import { deliveryFeeCents, type FeeSettings } from './delivery-fee';
import { fromCents, toCents } from '../money';

const settings: FeeSettings = {
  enableFreeShipping: true,
  freeShippingThresholdCents: 5000,
  standardShippingCents: 1000,
  expressShippingCents: 1500,
};

describe('delivery fee', () => {
  it('charges the standard and express fees below the threshold', () => {
    expect(deliveryFeeCents('delivery', 'standard', 4999, settings)).toBe(1000);
    expect(deliveryFeeCents('delivery', 'express', 4999, settings)).toBe(1500);
  });

  it('is free from the threshold when free shipping is enabled', () => {
    expect(deliveryFeeCents('delivery', 'express', 5000, settings)).toBe(0);
    expect(deliveryFeeCents('delivery', 'standard', 5000, { ...settings, enableFreeShipping: false })).toBe(
      1000,
    );
  });

  it('is always free for pickup', () => {
    expect(deliveryFeeCents('pickup', 'express', 100, settings)).toBe(0);
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
    expect(stepsFor('pickup')).toEqual(['cart', 'fulfillment', 'payment', 'confirm', 'success']);
    expect(nextStep('fulfillment', 'pickup')).toBe('payment');
    expect(previousStep('payment', 'pickup')).toBe('fulfillment');
    expect(nextStep('fulfillment', 'delivery')).toBe('address');
    expect(previousStep('payment', 'delivery')).toBe('delivery');
  });
});
