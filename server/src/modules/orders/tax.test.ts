import { describe, expect, it } from 'vitest';
import { PROVINCES, type Province, provinceOfPostalCode } from '@ikawa/contracts/tax';
import { DEFAULT_SETTINGS } from '../../db/seed';
import type { SettingsRow } from '../settings/repo';
import { CANADA_TAX_RATES } from '../../db/reference/canada-tax-rates';
import {
  apportion,
  type DiscountRule,
  placeOfSupply,
  priceCart,
  type PricedCart,
  type SaleProduct,
  type TaxContext,
  type TaxRate,
} from './pricing';

/**
 * The sales tax of the one pricing function, with worked examples (the README's
 * "Taxes and receipts" lists the same figures). Settings: delivery $10.00, free from $50.00.
 */
const settings = {
  ...DEFAULT_SETTINGS,
  storeProvince: 'ON',
  pricesIncludeTax: false,
} as unknown as SettingsRow;

const coffee: SaleProduct = {
  id: 'p-coffee',
  name: 'Kayanza Ground',
  type: 'powder',
  weightKg: 0.5,
  priceCents: 1950,
  taxCategory: 'zero_rated_grocery',
};
const mug: SaleProduct = {
  id: 'p-mug',
  name: 'Stoneware Mug',
  type: 'accessory',
  weightKg: 0.5,
  priceCents: 2400,
  taxCategory: 'standard',
};
const delivery = { fulfillmentMethod: 'delivery', deliveryMethod: 'standard' } as const;
const pickup = { fulfillmentMethod: 'pickup', deliveryMethod: 'standard' } as const;

/** The rates of the repository's table in force on a day. */
function ratesOn(province: Province, day = '2026-11-25'): TaxRate[] {
  return CANADA_TAX_RATES.filter(
    (rate) =>
      rate.province === province &&
      rate.effectiveFrom <= day &&
      (rate.effectiveTo === null || rate.effectiveTo >= day),
  ).map(({ tax, ratePpm }) => ({ tax, ratePpm }));
}

const to = (postalCode: string, country = 'CA') => ({ postalCode, country });
function context(
  address: { postalCode: string; country: string } | null,
  fulfilment: 'delivery' | 'pickup' = 'delivery',
  pricesIncludeTax = false,
): TaxContext {
  const place = placeOfSupply(fulfilment, address, 'ON');
  return { place, rates: place.province ? ratesOn(place.province) : [], pricesIncludeTax, notRegistered: [] };
}
const taxes = (priced: PricedCart) =>
  Object.fromEntries((priced.taxLines ?? []).map((line) => [line.tax, line.amountCents]));
const coffeeAndMug = [
  { product: coffee, quantity: 1 },
  { product: mug, quantity: 1 },
];

describe('the place of supply', () => {
  it('reads the province from the postal code’s first letter', () => {
    const cases: [string, Province][] = [
      ['A1C 5M2', 'NL'],
      ['B3H 4R2', 'NS'],
      ['C1A 7N8', 'PE'],
      ['E3B 5H1', 'NB'],
      ['H2X 1Y4', 'QC'],
      ['G1R 4P5', 'QC'],
      ['J4K 2T3', 'QC'],
      ['K1A 0B1', 'ON'],
      ['M5H 2M9', 'ON'],
      ['P3E 2C6', 'ON'],
      ['R3C 4T3', 'MB'],
      ['S4P 3V7', 'SK'],
      ['T2P 2M5', 'AB'],
      ['V6B 4Y8', 'BC'],
      ['X1A 2L9', 'NT'],
      ['X0A 0H0', 'NU'],
      ['Y1A 2C6', 'YT'],
      ['m5v2t6', 'ON'],
    ];
    for (const [code, province] of cases) expect(provinceOfPostalCode(code), code).toBe(province);
    for (const bad of ['12345', 'D1A 1A1', 'W1A 1A1', 'M5H 2M', ''])
      expect(provinceOfPostalCode(bad)).toBeNull();
  });

  it('is the store’s province for a pickup, an estimate before an address, an export abroad', () => {
    expect(placeOfSupply('pickup', to('V6B 4Y8'), 'ON')).toMatchObject({ province: 'ON', basis: 'pickup' });
    expect(placeOfSupply('delivery', null, 'QC')).toMatchObject({ province: 'QC', basis: 'estimate' });
    expect(placeOfSupply('delivery', to('BP 1000', 'BI'), 'ON')).toMatchObject({
      province: null,
      basis: 'export',
    });
    expect(() => placeOfSupply('delivery', to('12345'), 'ON')).toThrow(/not a Canadian postal code/);
  });

  it('has a rate for every province and territory on any day since 2017', () => {
    for (const day of ['2017-04-01', '2019-06-30', '2019-07-01', '2025-03-31', '2025-04-01', '2026-11-25'])
      for (const province of PROVINCES) {
        const rates = ratesOn(province, day);
        expect(
          rates.filter((r) => r.tax === 'gst' || r.tax === 'hst'),
          `${province} ${day}`,
        ).toHaveLength(1);
      }
    expect(ratesOn('NS', '2025-03-31')).toEqual([{ tax: 'hst', ratePpm: 150_000 }]);
    expect(ratesOn('NS', '2025-04-01')).toEqual([{ tax: 'hst', ratePpm: 140_000 }]);
    expect(ratesOn('MB', '2019-06-30')).toContainEqual({ tax: 'pst', ratePpm: 80_000 });
  });
});

describe('worked examples: coffee ($19.50, zero-rated) and a mug ($24.00, taxable), delivery $10.00', () => {
  it('coffee alone is zero-rated: the HST line is $0.00 and so is the fee’s', () => {
    const priced = priceCart(
      [{ product: coffee, quantity: 1 }],
      delivery,
      settings,
      null,
      context(to('M5H 2M9')),
    );
    expect(priced).toMatchObject({ subtotalCents: 1950, feeCents: 1000, taxCents: 0, feeTaxableCents: 0 });
    expect(taxes(priced)).toEqual({ hst: 0 });
    expect(priced.totalCents).toBe(2950);
  });

  it('a mug to Ontario: HST 13 % on the mug and on the whole fee', () => {
    const priced = priceCart(
      [{ product: mug, quantity: 1 }],
      delivery,
      settings,
      null,
      context(to('M5H 2M9')),
    );
    // 24.00 × 13 % = 3.12; 10.00 × 13 % = 1.30.
    expect(taxes(priced)).toEqual({ hst: 442 });
    expect(priced).toMatchObject({ feeTaxableCents: 1000, totalCents: 3842 });
  });

  it('coffee and a mug to Ontario: the fee is taxed in proportion to the taxable goods', () => {
    const priced = priceCart(coffeeAndMug, delivery, settings, null, context(to('M5H 2M9')));
    // Fee share: 10.00 × 24.00 / 43.50 = 5.517 → 5.52. HST: 3.12 + 0.7176 → 0.72 = 3.84.
    expect(priced.feeTaxableCents).toBe(552);
    expect(taxes(priced)).toEqual({ hst: 384 });
    expect(priced.lines.map((line) => line.taxCents)).toEqual([0, 312]);
    expect(priced.totalCents).toBe(4350 + 1000 + 384);
  });

  it('tells the tax of the lines alone (the cart’s, no fee), exactly the whole tax less the fee’s', () => {
    const itemsTaxes = (priced: PricedCart) =>
      Object.fromEntries((priced.itemsTaxLines ?? []).map((line) => [line.tax, line.amountCents]));
    const ontario = priceCart(coffeeAndMug, delivery, settings, null, context(to('M5H 2M9')));
    // The mug's 3.12; the fee's 0.72 is left out.
    expect(itemsTaxes(ontario)).toEqual({ hst: 312 });
    expect(ontario.itemsTaxLines?.[0]).toMatchObject({ baseCents: 2400 });
    const quebec = priceCart(coffeeAndMug, delivery, settings, null, context(to('H2X 1Y4')));
    expect(itemsTaxes(quebec)).toEqual({ gst: 120, qst: 239 });
    const coffeeOnly = priceCart([{ product: coffee, quantity: 1 }], delivery, settings, null, context(null));
    expect(itemsTaxes(coffeeOnly)).toEqual({ hst: 0 });
  });

  it('to Quebec: GST 5 % and QST 9.975 %, each per line', () => {
    const priced = priceCart(coffeeAndMug, delivery, settings, null, context(to('H2X 1Y4')));
    // GST: 1.20 + 0.276 → 0.28 = 1.48. QST: 2.394 → 2.39 + 0.5506 → 0.55 = 2.94.
    expect(taxes(priced)).toEqual({ gst: 148, qst: 294 });
    expect(priced.totalCents).toBe(5350 + 442);
  });

  it('to British Columbia: GST 5 % and PST 7 %', () => {
    const priced = priceCart(coffeeAndMug, delivery, settings, null, context(to('V6B 4Y8')));
    // PST: 1.68 + 0.3864 → 0.39 = 2.07.
    expect(taxes(priced)).toEqual({ gst: 148, pst: 207 });
    expect(priced.totalCents).toBe(5350 + 355);
  });

  it('to Alberta: GST only', () => {
    const priced = priceCart(coffeeAndMug, delivery, settings, null, context(to('T2P 2M5')));
    expect(taxes(priced)).toEqual({ gst: 148 });
    expect(priced.totalCents).toBe(5498);
  });

  it('to Nova Scotia: HST 14 % since 1 April 2025', () => {
    const priced = priceCart(coffeeAndMug, delivery, settings, null, context(to('B3H 4R2')));
    // 3.36 + 0.7728 → 0.77 = 4.13.
    expect(taxes(priced)).toEqual({ hst: 413 });
    expect(priced.totalCents).toBe(5763);
  });

  it('picked up at the store (Ontario): no fee, HST on the mug', () => {
    const priced = priceCart(coffeeAndMug, pickup, settings, null, context(to('V6B 4Y8'), 'pickup'));
    expect(priced.place).toMatchObject({ province: 'ON', basis: 'pickup' });
    expect(taxes(priced)).toEqual({ hst: 312 });
    expect(priced.totalCents).toBe(4662);
  });

  it('exported outside Canada: zero-rated, no tax line', () => {
    const priced = priceCart(coffeeAndMug, delivery, settings, null, context(to('BP 1000', 'BI')));
    expect(priced.taxLines).toEqual([]);
    expect(priced).toMatchObject({ taxCents: 0, feeTaxableCents: 0, totalCents: 5350 });
  });
});

describe('rounding per CRA: per line, half a cent up', () => {
  const item = (priceCents: number, id: string): SaleProduct => ({ ...mug, id, priceCents });

  it('rounds half a cent up', () => {
    // Alberta, $10.10 × 5 % = 50.5 ¢ → 51 ¢.
    const priced = priceCart([{ product: item(1010, 'a'), quantity: 1 }], pickup, settings, null, {
      ...context(null, 'pickup'),
      place: { province: 'AB', basis: 'pickup', label: 'Alberta' },
      rates: ratesOn('AB'),
    });
    expect(taxes(priced)).toEqual({ gst: 51 });
  });

  it('rounds each line, then adds the lines up', () => {
    // Two lines of $1.10 at 5 %: 5.5 ¢ → 6 ¢ each = 12 ¢ (on the sum it would be 11 ¢).
    const ab = {
      place: { province: 'AB' as const, basis: 'pickup' as const, label: 'Alberta' },
      rates: ratesOn('AB'),
      notRegistered: [],
    };
    const priced = priceCart(
      [
        { product: item(110, 'a'), quantity: 1 },
        { product: item(110, 'b'), quantity: 1 },
      ],
      pickup,
      settings,
      null,
      { ...ab, pricesIncludeTax: false },
    );
    expect(taxes(priced)).toEqual({ gst: 12 });
  });

  it('shares an amount in whole cents that add up exactly', () => {
    expect(apportion(653, [1950, 2400])).toEqual([293, 360]);
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('discounts and tax-included prices', () => {
  const percent = (overrides: Partial<DiscountRule> = {}): DiscountRule => ({
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
  const promo = (rule: DiscountRule) => ({
    code: rule.code,
    rule,
    customer: null,
    now: new Date('2026-11-25'),
  });

  it('a discount reduces the taxable amount, shared among the lines it applies to', () => {
    const priced = priceCart(coffeeAndMug, delivery, settings, promo(percent()), context(to('M5H 2M9')));
    // 15 % of 43.50 = 6.525 → 6.53, shared 2.93 (coffee) + 3.60 (mug): the mug is taxed on 20.40.
    // Fee share 10.00 × 20.40 / 36.97 = 5.518 → 5.52. HST 2.652 → 2.65 + 0.7176 → 0.72 = 3.37.
    expect(priced.discountCents).toBe(653);
    expect(priced.feeTaxableCents).toBe(552);
    expect(taxes(priced)).toEqual({ hst: 337 });
    expect(priced.taxLines?.[0]?.baseCents).toBe(2040 + 552);
    expect(priced.totalCents).toBe(4350 - 653 + 1000 + 337);
  });

  it('a code on coffee only leaves the mug’s tax as it was', () => {
    const rule = percent({ productTypes: ['powder'] });
    const priced = priceCart(coffeeAndMug, delivery, settings, promo(rule), context(to('M5H 2M9')));
    expect(priced.lines.map((line) => line.taxCents)).toEqual([0, 312]);
  });

  it('free delivery takes the fee out of the taxable amount', () => {
    const rule = percent({ kind: 'free_delivery', percentOff: null });
    const priced = priceCart(
      [{ product: mug, quantity: 1 }],
      delivery,
      settings,
      promo(rule),
      context(to('M5H 2M9')),
    );
    expect(priced).toMatchObject({ discountCents: 1000, feeTaxableCents: 0 });
    expect(taxes(priced)).toEqual({ hst: 312 });
    expect(priced.totalCents).toBe(2400 + 312);
  });

  it('with prices that include tax, the tax is taken out of them and the total is the prices', () => {
    const priced = priceCart(
      [{ product: mug, quantity: 1 }],
      delivery,
      settings,
      null,
      context(to('M5H 2M9'), 'delivery', true),
    );
    // 24.00 × 13 / 113 = 2.761 → 2.76; 10.00 × 13 / 113 = 1.150 → 1.15.
    expect(taxes(priced)).toEqual({ hst: 391 });
    expect(priced).toMatchObject({ taxIncluded: true, totalCents: 3400 });
    expect(priced.taxLines?.[0]?.baseCents).toBe(3400 - 391);
  });

  it('with prices that include tax in British Columbia, each tax is taken out of the whole', () => {
    const priced = priceCart([{ product: mug, quantity: 1 }], pickup, settings, null, {
      place: { province: 'BC', basis: 'pickup', label: 'British Columbia' },
      rates: ratesOn('BC'),
      pricesIncludeTax: true,
      notRegistered: [],
    });
    // 24.00 × 5 / 112 = 1.071 → 1.07; 24.00 × 7 / 112 = 1.50.
    expect(taxes(priced)).toEqual({ gst: 107, pst: 150 });
    expect(priced.totalCents).toBe(2400);
  });
});
