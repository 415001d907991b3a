import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { products, users } from '../../db/schema/index';
import { REGISTERED_EVERYWHERE, saveSettings, type TestUser, useTestApp } from '../../../test/helpers';
import { PRICING_INPUTS, type PricingInput } from './pricing';

// A cash order is priced from the process's copy of the catalogue and sent in one write
// (`writeOrder`); the sale's statement takes a line only while its product still reads as it was
// priced, every pricing input compared (`PRICING_INPUTS`, orders/repo.ts). Each input is changed
// here past the app, as another process would change it, and the next order must be priced
// from the new value. A new pricing input has no case below until one is written: the table's
// type is keyed by the list, so it does not compile without it.

const ctx = useTestApp();

type ProductRow = typeof products.$inferSelect;
interface OrderAnswer {
  subtotal: number;
  tax: { total: number };
  items: { price: number; taxCategory: string; product: { name: string; type: string; weight: number } }[];
}

/** Each pricing input: the value it is changed to, and what the next order must show for it. */
const CHANGES: Record<
  PricingInput,
  { to: Partial<ProductRow>; locale?: 'fr-CA'; expect(order: OrderAnswer): void }
> = {
  name: {
    to: { name: 'Kinyovu Reserve' },
    expect: (order) => expect(order.items[0]?.product.name).toBe('Kinyovu Reserve'),
  },
  type: {
    to: { type: 'granule' },
    expect: (order) => expect(order.items[0]?.product.type).toBe('granule'),
  },
  weightKg: {
    to: { weightKg: 1 },
    expect: (order) => expect(order.items[0]?.product.weight).toBe(1),
  },
  priceCents: {
    to: { priceCents: 2150 },
    expect: (order) => {
      expect(order.items[0]?.price).toBe(21.5);
      expect(order.subtotal).toBe(21.5);
    },
  },
  taxCategory: {
    // Re-classified as taxable: Ontario's HST on 19.50 (and on the fee that follows the goods).
    to: { taxCategory: 'standard' },
    expect: (order) => {
      expect(order.items[0]?.taxCategory).toBe('standard');
      expect(order.tax.total).toBeGreaterThanOrEqual(2.54);
    },
  },
  translations: {
    to: { translations: { 'fr-CA': { name: 'Kinyovu moulu', description: 'd' } } },
    locale: 'fr-CA',
    expect: (order) => expect(order.items[0]?.product.name).toBe('Kinyovu moulu'),
  },
};

const address = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};

let bag: { id: string };
beforeEach(async () => {
  // A taxable product's price moves here: the shop holds its registrations.
  await saveSettings(ctx, { taxRegistrations: REGISTERED_EVERYWHERE });
  bag = await createProduct(ctx.database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 20,
  });
});

const place = async (customer: TestUser) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: customer.headers,
    payload: {
      products: [{ product: bag.id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
      payment: { method: 'cash' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as OrderAnswer;
};

describe('a cash order after a pricing input changed behind the process’s back', () => {
  it('has a case for every pricing input', () => {
    expect(Object.keys(CHANGES).sort()).toEqual([...PRICING_INPUTS].sort());
  });

  it.each(PRICING_INPUTS)('is priced from the new %s', async (input) => {
    const change = CHANGES[input];
    const customer = await ctx.loginAs('customer');
    if (change.locale)
      await ctx.database.db
        .update(users)
        .set({ preferredLocale: change.locale })
        .where(eq(users.id, customer.id));
    // The first order puts the product, as it reads now, in this process's copy.
    const before = await place(customer);
    expect(before.items[0]).toMatchObject({ price: 19.5, product: { name: 'Kinyovu Ground', weight: 0.5 } });
    await ctx.database.db.update(products).set(change.to).where(eq(products.id, bag.id));
    change.expect(await place(customer));
  });
});
