import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../db/seed';
import type { SettingsRow } from '../settings/repo';
import {
  type CustomerFacts,
  type DiscountRule,
  priceCart as priceWithTax,
  type PromoRequest,
  type SaleProduct,
  type TaxContext,
} from './pricing';

/** These cases are about codes: the cart goes abroad, where no sales tax applies. */
const NO_TAX: TaxContext = {
  place: { province: null, basis: 'export', label: 'Outside Canada' },
  rates: [],
  pricesIncludeTax: false,
  notRegistered: [],
};
const priceCart = (
  sold: Parameters<typeof priceWithTax>[0],
  fulfilment: Parameters<typeof priceWithTax>[1],
  settings: Parameters<typeof priceWithTax>[2],
  promo?: PromoRequest | null,
) => priceWithTax(sold, fulfilment, settings, promo, NO_TAX);

/** The one pricing function with every kind of code and every limit. */
const settings = { ...DEFAULT_SETTINGS } as unknown as SettingsRow; // standard 10.00, express 15.00, free from 50.00

const ground: SaleProduct = {
  id: 'p-ground',
  name: 'Kayanza Ground',
  type: 'powder',
  weightKg: 0.5,
  priceCents: 1299,
  taxCategory: 'zero_rated_grocery',
};
const granules: SaleProduct = {
  id: 'p-granules',
  name: 'Mwaro Granules',
  type: 'granule',
  weightKg: 1,
  priceCents: 2990,
  taxCategory: 'zero_rated_grocery',
};
const sack: SaleProduct = {
  id: 'p-sack',
  name: 'Ngozi Sack',
  type: 'sack',
  weightKg: 60,
  priceCents: 45_000,
  taxCategory: 'zero_rated_grocery',
};

const NOW = new Date('2026-11-24T12:00:00Z');
const rule = (overrides: Partial<DiscountRule> = {}): DiscountRule => ({
  id: 'd-1',
  code: 'IKAWA15',
  kind: 'percentage',
  percentOff: 15,
  amountOffCents: null,
  startsAt: null,
  endsAt: null,
  minSubtotalCents: 0,
  maxUses: null,
  maxUsesPerCustomer: null,
  firstOrderOnly: false,
  productIds: [],
  productTypes: [],
  active: true,
  usesCount: 0,
  ...overrides,
});
const newCustomer: CustomerFacts = { liveOrders: 0, usesOfCode: 0 };
const request = (
  overrides: Partial<DiscountRule> = {},
  customer: CustomerFacts | null = newCustomer,
): PromoRequest => ({
  code: 'IKAWA15',
  rule: rule(overrides),
  customer,
  now: NOW,
});
const delivery = { fulfillmentMethod: 'delivery', deliveryMethod: 'standard' } as const;
const pickup = { fulfillmentMethod: 'pickup', deliveryMethod: 'standard' } as const;
const one = (product: SaleProduct, quantity = 1) => ({ product, quantity });

describe('priceCart with a discount code', () => {
  it('prices without a code as before: subtotal + fee, no discount', () => {
    const priced = priceCart([one(ground, 2)], delivery, settings);
    expect(priced).toMatchObject({
      subtotalCents: 2598,
      discountCents: 0,
      feeCents: 1000,
      totalCents: 3598,
      promo: null,
    });
  });

  it('takes a percentage of the subtotal, rounded to the nearest cent once (half a cent up)', () => {
    // 15 % of 12.99 = 1.9485 → 1.95; of 25.98 = 3.897 → 3.90
    expect(priceCart([one(ground)], delivery, settings, request())).toMatchObject({
      subtotalCents: 1299,
      discountCents: 195,
      feeCents: 1000,
      totalCents: 1299 - 195 + 1000,
    });
    expect(priceCart([one(ground, 2)], delivery, settings, request()).discountCents).toBe(390);
    // exactly half a cent: 10 % of 0.05 = 0.005 → 0.01
    const cheap = { ...ground, priceCents: 5 };
    expect(priceCart([one(cheap)], pickup, settings, request({ percentOff: 10 })).discountCents).toBe(1);
    // 100 % leaves only the fee
    expect(priceCart([one(ground)], delivery, settings, request({ percentOff: 100 })).totalCents).toBe(1000);
  });

  it('takes a fixed amount, never more than the lines it applies to', () => {
    const fixed = { kind: 'fixed' as const, percentOff: null, amountOffCents: 500 };
    expect(priceCart([one(ground)], delivery, settings, request(fixed))).toMatchObject({
      discountCents: 500,
      totalCents: 1799,
    });
    const big = { ...fixed, amountOffCents: 5000 };
    expect(priceCart([one(ground)], delivery, settings, request(big))).toMatchObject({
      discountCents: 1299,
      totalCents: 1000,
    });
  });

  it('gives free delivery as a discount equal to the fee, and refuses it when delivery is already free', () => {
    const free = { kind: 'free_delivery' as const, percentOff: null };
    const express = { fulfillmentMethod: 'delivery', deliveryMethod: 'express' } as const;
    expect(priceCart([one(ground)], express, settings, request(free))).toMatchObject({
      feeCents: 1500,
      discountCents: 1500,
      totalCents: 1299,
      promo: { applied: true, kind: 'free_delivery' },
    });
    for (const [lines, how] of [
      [[one(ground)], pickup],
      [[one(sack)], delivery], // over the free-shipping threshold
    ] as const) {
      const priced = priceCart([...lines], how, settings, request(free));
      expect(priced).toMatchObject({
        discountCents: 0,
        promo: { applied: false, refusal: { code: 'promo_nothing_to_discount' } },
      });
    }
  });

  it('counts only the products or types a code is limited to', () => {
    const cart = [one(ground), one(granules)];
    expect(priceCart(cart, pickup, settings, request({ productTypes: ['granule'] })).discountCents).toBe(449); // 15 % of 29.90
    expect(priceCart(cart, pickup, settings, request({ productIds: ['p-ground'] })).discountCents).toBe(195);
    expect(
      priceCart(cart, pickup, settings, request({ productIds: ['p-ground'], productTypes: ['granule'] }))
        .discountCents,
    ).toBe(643); // 15 % of 42.89 = 6.4335
    const fixed = {
      kind: 'fixed' as const,
      percentOff: null,
      amountOffCents: 2000,
      productIds: ['p-ground'],
    };
    expect(priceCart(cart, pickup, settings, request(fixed)).discountCents).toBe(1299);
    // Free delivery limited to sacks needs a sack in the cart.
    const freeForSacks = {
      kind: 'free_delivery' as const,
      percentOff: null,
      productTypes: ['sack' as const],
    };
    expect(priceCart([one(ground)], delivery, settings, request(freeForSacks)).promo).toMatchObject({
      applied: false,
      refusal: { code: 'promo_no_eligible_products' },
    });
    const express = { fulfillmentMethod: 'delivery', deliveryMethod: 'express' } as const;
    // With a sack it passes the scope (and here meets free shipping over the threshold).
    expect(priceCart([one(ground), one(sack)], express, settings, request(freeForSacks)).promo).toMatchObject(
      {
        refusal: { code: 'promo_nothing_to_discount' },
      },
    );
    const wrong = priceCart([one(ground)], pickup, settings, request({ productTypes: ['sack'] }));
    expect(wrong).toMatchObject({
      discountCents: 0,
      totalCents: 1299,
      promo: {
        applied: false,
        refusal: { code: 'promo_no_eligible_products', message: expect.stringContaining('Sack coffee') },
      },
    });
  });

  it('compares the minimum subtotal with the whole cart before any discount', () => {
    const min = { minSubtotalCents: 2598 };
    expect(priceCart([one(ground, 2)], pickup, settings, request(min)).promo).toMatchObject({
      applied: true,
    });
    expect(priceCart([one(ground)], pickup, settings, request(min)).promo).toMatchObject({
      applied: false,
      refusal: {
        code: 'promo_min_subtotal',
        message: 'The code IKAWA15 needs a subtotal of at least $25.98.',
      },
    });
  });

  it('keeps the free-shipping threshold on the subtotal before the discount (a code never adds a fee)', () => {
    // 50.00 of coffee, 15 % off → 42.50 of goods, delivery still free
    const fifty = { ...ground, priceCents: 5000 };
    expect(priceCart([one(fifty)], delivery, settings, request())).toMatchObject({
      feeCents: 0,
      discountCents: 750,
      totalCents: 4250,
    });
  });

  it('refuses a code with a stable reason for every limit, taking nothing off', () => {
    const cases: [PromoRequest, string][] = [
      [{ code: 'NOPE', rule: undefined, customer: newCustomer, now: NOW }, 'promo_unknown'],
      [request({ active: false }), 'promo_inactive'],
      [request({ startsAt: new Date('2026-12-01T00:00:00Z') }), 'promo_not_started'],
      [request({ endsAt: NOW }), 'promo_expired'],
      [request({ endsAt: new Date('2026-11-01T00:00:00Z') }), 'promo_expired'],
      [request({ maxUses: 3, usesCount: 3 }), 'promo_used_up'],
      [request({ firstOrderOnly: true }, null), 'promo_sign_in_required'],
      [request({ maxUsesPerCustomer: 1 }, null), 'promo_sign_in_required'],
      [request({ firstOrderOnly: true }, { liveOrders: 1, usesOfCode: 0 }), 'promo_first_order_only'],
      [request({ maxUsesPerCustomer: 2 }, { liveOrders: 5, usesOfCode: 2 }), 'promo_customer_limit'],
    ];
    for (const [promo, code] of cases) {
      const priced = priceCart([one(ground)], delivery, settings, promo);
      expect(priced, code).toMatchObject({
        discountCents: 0,
        totalCents: 2299,
        promo: { applied: false, refusal: { code } },
      });
      expect(priced.promo && !priced.promo.applied && priced.promo.refusal.message).toMatch(/\S/);
    }
  });

  it('applies within its dates and limits', () => {
    const within = request(
      {
        startsAt: new Date('2026-11-01T00:00:00Z'),
        endsAt: new Date('2026-12-01T00:00:00Z'),
        maxUses: 3,
        usesCount: 2,
        maxUsesPerCustomer: 2,
        firstOrderOnly: true,
      },
      { liveOrders: 0, usesOfCode: 1 },
    );
    expect(priceCart([one(ground)], delivery, settings, within).promo).toMatchObject({
      applied: true,
      code: 'IKAWA15',
      summary: '15% off · first order only',
    });
    // Without account-dependent limits, a signed-out quote applies it.
    expect(priceCart([one(ground)], delivery, settings, request({}, null)).promo).toMatchObject({
      applied: true,
    });
  });
});
