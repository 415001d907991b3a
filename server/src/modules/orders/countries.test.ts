import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { addresses, orders, users } from '../../db/schema/index';
import { saveSettings, type TestUser, useTestApp } from '../../../test/helpers';

/**
 * Addresses name their country by ISO code, and the shop delivers only to the countries of its
 * settings: every way an address comes in (checkout, quote, address book, sign-up) refuses the
 * same inputs with 400 and a code, and writes nothing.
 */
const ctx = useTestApp();

const toronto = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};
const buffalo = { ...toronto, street: '1 Main St', city: 'Buffalo', postalCode: '14201', country: 'US' };

let mug: { id: string };
let customer: TestUser;

beforeEach(async () => {
  mug = await createProduct(ctx.database.db, {
    name: 'Ikawa Mug',
    description: 'd',
    price: 20,
    weight: 0.4,
    type: 'accessory',
    stock: 50,
  });
  customer = await ctx.loginAs('customer');
});

const checkout = (address: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: customer.headers,
    payload: {
      products: [{ product: mug.id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
      payment: { method: 'cash' },
    },
  });
const quote = (address: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: customer.headers,
    payload: { products: [{ product: mug.id, quantity: 1 }], delivery: { address } },
  });
const saveAddress = (address: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/users/${customer.id}/addresses`,
    headers: customer.headers,
    payload: address,
  });
const signUp = (address: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'New Customer', email: 'new@example.com', password: 'a-long-password', address },
  });

const counts = async () => ({
  orders: (await ctx.database.db.select().from(orders)).length,
  addresses: (await ctx.database.db.select().from(addresses)).length,
  users: (await ctx.database.db.select().from(users)).length,
});

/** Every way in, with the same address: each answers 400 with `code`, and nothing is written. */
async function refusedEverywhere(address: object, code: string, error: string) {
  const before = await counts();
  for (const send of [checkout, quote, saveAddress, signUp]) {
    const res = await send(address);
    expect(res.statusCode, `${send.name}: ${res.body}`).toBe(400);
    expect(res.json(), send.name).toMatchObject({ success: false, code, error });
  }
  expect(await counts()).toEqual(before);
}

describe('a country typed instead of chosen', () => {
  it.each(['Canda', 'Canadá', 'Canada (ON)', 'Toronto', 'Canada'])(
    'refuses %s everywhere',
    async (country) => {
      await refusedEverywhere({ ...toronto, country }, 'country_invalid', 'Choose a country from the list');
    },
  );

  it('takes a code in any case', async () => {
    const res = await checkout({ ...toronto, country: ' ca ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.shippingAddress.country).toBe('CA');
  });
});

describe('the countries the shop ships to', () => {
  it('refuses a country not in the list, naming it in the reader’s language', async () => {
    await refusedEverywhere(buffalo, 'country_not_shipped', 'We do not ship to United States yet');
    const french = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: { ...customer.headers, 'accept-language': 'fr-CA' },
      payload: { products: [{ product: mug.id, quantity: 1 }], delivery: { address: buffalo } },
    });
    expect(french.json().error).toBe('Nous ne livrons pas encore dans ce pays\u00a0: États-Unis');
  });

  it('delivers to the United States once it is in the list, as an export without tax', async () => {
    await saveSettings(ctx, { shippingCountries: ['CA', 'US'] });
    const priced = await quote(buffalo);
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().data.tax).toMatchObject({
      placeOfSupply: { province: null, basis: 'export' },
      total: 0,
      lines: [],
    });
    const placed = await checkout(buffalo);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.tax).toMatchObject({ placeOfSupply: { basis: 'export' }, total: 0 });
    expect((await saveAddress(buffalo)).statusCode).toBe(201);
  });

  it('refuses a US address with a Canadian postal code: most likely Canada was meant', async () => {
    await saveSettings(ctx, { shippingCountries: ['CA', 'US'] });
    await refusedEverywhere(
      { ...buffalo, postalCode: 'M5H 2M9' },
      'postal_code_canadian',
      'M5H 2M9 is a Canadian postal code, but the country chosen is United States: choose Canada, or enter a postal code of that country',
    );
  });

  it('refuses a US postal code of the wrong shape, and a Canadian address without a Canadian code', async () => {
    await saveSettings(ctx, { shippingCountries: ['CA', 'US'] });
    await refusedEverywhere(
      { ...buffalo, postalCode: '1420' },
      'postal_code_invalid',
      'A postal code in the United States looks like 12345 or 12345-6789',
    );
    await refusedEverywhere(
      { ...toronto, postalCode: '14201' },
      'postal_code_not_canadian',
      '14201 is not a Canadian postal code (like M5V 2T6). We need it to charge the right sales tax for your province.',
    );
  });
});
