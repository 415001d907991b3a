import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { deliveryZoneAreas, deliveryZones, orders, payments } from '../../db/schema/index';
import { placeCardOrder, saveSettings, type TestUser, useTestApp } from '../../../test/helpers';

/**
 * Delivery zones by postal code through the real API (decision 019): the admin's zones, the
 * checkout's lookup, and the zone pricing quotes, cash orders and card payments alike — or
 * refusing them — through the one pricing function.
 */
const ctx = useTestApp();

const address = (postalCode: string, country = 'CA') => ({
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode,
  country,
  phone: '+14165550142',
});

const DOWNTOWN = {
  name: 'Downtown Toronto',
  fsas: ['M5*', 'M4*'],
  standardFee: 8,
  expressFee: 14,
  minimumOrder: 0,
  freeDeliveryThreshold: 60,
  deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
};
const SUBURBS = {
  name: 'Toronto suburbs',
  fsas: ['M1*', 'M9*'],
  standardFee: 15,
  expressFee: null,
  minimumOrder: 30,
  freeDeliveryThreshold: null,
  deliveryDays: ['Tuesday', 'Thursday'],
};

let bag: { id: string }; // 20.00, coffee (zero-rated: totals without tax)
let admin: TestUser;
let customer: TestUser;

beforeEach(async () => {
  await saveSettings(ctx, { shippingCountries: ['CA', 'US'] });
  bag = await createProduct(ctx.database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 20,
    weight: 0.5,
    type: 'powder',
    stock: 50,
  });
  admin = await ctx.loginAs('admin');
  customer = await ctx.loginAs('customer');
});

const send = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

async function createZone(zone: object) {
  const res = await send(admin, 'POST', '/api/admin/delivery-zones', zone);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; name: string; fsas: string[] };
}

const counts = async () => ({
  zones: (await ctx.database.db.select().from(deliveryZones)).length,
  areas: (await ctx.database.db.select().from(deliveryZoneAreas)).length,
  orders: (await ctx.database.db.select().from(orders)).length,
  payments: (await ctx.database.db.select().from(payments)).length,
});

const cart = (quantity: number, postalCode: string, method = 'standard', country = 'CA') => ({
  products: [{ product: bag.id, quantity }],
  delivery: { fulfillmentMethod: 'delivery', method, address: address(postalCode, country) },
});
const quote = (quantity: number, postalCode: string, method = 'standard', country = 'CA') =>
  send(customer, 'POST', '/api/checkout/quote', cart(quantity, postalCode, method, country));
const order = (quantity: number, postalCode: string, method = 'standard') =>
  send(customer, 'POST', '/api/orders', {
    ...cart(quantity, postalCode, method),
    payment: { method: 'cash' },
  });

describe('the admin’s delivery zones', () => {
  it('lists, creates, edits and deletes zones, written as the owner types them', async () => {
    expect((await send(admin, 'GET', '/api/admin/delivery-zones')).json().data).toEqual([]);
    const created = await createZone({
      ...DOWNTOWN,
      name: '  Downtown Toronto ',
      fsas: ['m5*', 'M4* ', 'M5*'],
    });
    expect(created).toMatchObject({
      name: 'Downtown Toronto',
      fsas: ['M4*', 'M5*'],
      standardFee: 8,
      expressFee: 14,
      minimumOrder: 0,
      freeDeliveryThreshold: 60,
    });
    const edited = await send(admin, 'PATCH', `/api/admin/delivery-zones/${created._id}`, {
      fsas: ['M5H', 'M5V'],
      expressFee: null,
      deliveryDays: ['Friday', 'Monday'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      fsas: ['M5H', 'M5V'],
      expressFee: null,
      standardFee: 8,
      deliveryDays: ['Monday', 'Friday'],
    });
    const list = (await send(admin, 'GET', '/api/admin/delivery-zones')).json().data;
    expect(list.map((zone: { name: string }) => zone.name)).toEqual(['Downtown Toronto']);

    expect((await send(admin, 'DELETE', `/api/admin/delivery-zones/${created._id}`)).statusCode).toBe(200);
    const again = await send(admin, 'DELETE', `/api/admin/delivery-zones/${created._id}`);
    expect(again.statusCode).toBe(404);
    expect(await counts()).toMatchObject({ zones: 0, areas: 0 });
  });

  it('is the admin’s only: customers and couriers are refused, strangers asked to sign in', async () => {
    const courier = await ctx.loginAs('delivery');
    for (const user of [customer, courier]) {
      expect((await send(user, 'GET', '/api/admin/delivery-zones')).statusCode).toBe(403);
      expect((await send(user, 'POST', '/api/admin/delivery-zones', DOWNTOWN)).statusCode).toBe(403);
    }
    expect((await send(null, 'POST', '/api/admin/delivery-zones', DOWNTOWN)).statusCode).toBe(401);
    expect(await counts()).toMatchObject({ zones: 0 });
  });

  it('refuses bad zones with a sentence and a code, and writes nothing', async () => {
    const cases: [object, string, string][] = [
      [{ ...DOWNTOWN, fsas: ['M5'] }, 'fsa_invalid', 'fsas.0'],
      [{ ...DOWNTOWN, fsas: ['D5H'] }, 'fsa_invalid', 'fsas.0'],
      [{ ...DOWNTOWN, fsas: ['M5H', '90210'] }, 'fsa_invalid', 'fsas.1'],
      [{ ...DOWNTOWN, fsas: [] }, 'validation_failed', 'fsas'],
      [{ ...DOWNTOWN, name: '' }, 'validation_failed', 'name'],
      [{ ...DOWNTOWN, standardFee: -1 }, 'validation_failed', 'standardFee'],
      [{ ...DOWNTOWN, standardFee: '8' }, 'validation_failed', 'standardFee'],
      [{ ...DOWNTOWN, deliveryDays: [] }, 'validation_failed', 'deliveryDays'],
      [{ ...DOWNTOWN, deliveryDays: ['Funday'] }, 'validation_failed', 'deliveryDays.0'],
    ];
    for (const [payload, code, path] of cases) {
      const res = await send(admin, 'POST', '/api/admin/delivery-zones', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code, res.body).toBe(code);
      expect(res.json().details.map((detail: { path: string }) => detail.path)).toContain(path);
      expect(res.json().error).toMatch(/\w+ \w+/);
    }
    const patch = await send(admin, 'PATCH', '/api/admin/delivery-zones/not-a-uuid', { standardFee: 1 });
    expect(patch.statusCode).toBe(400);
    const unknown = await send(
      admin,
      'PATCH',
      '/api/admin/delivery-zones/00000000-0000-4000-8000-000000000000',
      {
        standardFee: 1,
      },
    );
    expect(unknown.statusCode).toBe(404);
    const empty = await send(
      admin,
      'PATCH',
      '/api/admin/delivery-zones/00000000-0000-4000-8000-000000000000',
      {},
    );
    expect(empty.statusCode).toBe(400);
    expect(await counts()).toMatchObject({ zones: 0, areas: 0 });
  });

  it('refuses a postal area another zone has, and a name taken, leaving both zones as they were', async () => {
    const downtown = await createZone(DOWNTOWN);
    const suburbs = await createZone(SUBURBS);
    const before = await counts();

    const overlap = await send(admin, 'POST', '/api/admin/delivery-zones', {
      ...SUBURBS,
      name: 'Midtown',
      fsas: ['M6*', 'M4*'],
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 'delivery_zone_area_taken' });
    expect(overlap.json().error).toContain('M4*');
    expect(overlap.json().error).toContain('Downtown Toronto');

    const moved = await send(admin, 'PATCH', `/api/admin/delivery-zones/${suburbs._id}`, {
      fsas: ['M1*', 'M5*'],
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('delivery_zone_area_taken');

    const named = await send(admin, 'POST', '/api/admin/delivery-zones', {
      ...SUBURBS,
      name: 'downtown toronto',
      fsas: ['M6*'],
    });
    expect(named.statusCode).toBe(409);
    expect(named.json().code).toBe('delivery_zone_name_taken');
    const renamed = await send(admin, 'PATCH', `/api/admin/delivery-zones/${suburbs._id}`, {
      name: 'Downtown Toronto',
    });
    expect(renamed.statusCode).toBe(409);

    expect(await counts()).toEqual(before);
    const list = (await send(admin, 'GET', '/api/admin/delivery-zones')).json().data;
    expect(list).toMatchObject([
      { _id: downtown._id, fsas: ['M4*', 'M5*'] },
      { _id: suburbs._id, name: 'Toronto suburbs', fsas: ['M1*', 'M9*'] },
    ]);
  });
});

describe('the zone of an address', () => {
  const lookup = (postalCode: string, country = 'CA') =>
    send(
      null,
      'GET',
      `/api/delivery-zones/lookup?postalCode=${encodeURIComponent(postalCode)}&country=${country}`,
    );

  it('is the flat fees of Settings while the shop has no zone', async () => {
    const res = await lookup('H2J 2L3');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      coverage: 'flat',
      fsa: 'H2J',
      terms: {
        zone: null,
        standardFee: 10,
        expressFee: 15,
        minimumOrder: 0,
        freeDeliveryThreshold: 50,
        deliveryDays: null,
      },
    });
  });

  it('is the longest prefix’s zone; outside every zone only pickup; abroad the flat fees', async () => {
    await createZone(DOWNTOWN);
    await createZone(SUBURBS);
    await createZone({
      ...SUBURBS,
      name: 'Financial District',
      fsas: ['M5H'],
      minimumOrder: 0,
      standardFee: 5,
    });

    expect((await lookup('m5h 2m9')).json().data).toMatchObject({
      coverage: 'zone',
      fsa: 'M5H',
      terms: { zone: 'Financial District', standardFee: 5 },
    });
    expect((await lookup('M5V 2T6')).json().data).toMatchObject({
      coverage: 'zone',
      terms: { zone: 'Downtown Toronto', standardFee: 8, expressFee: 14, freeDeliveryThreshold: 60 },
    });
    expect((await lookup('M1B 2K3')).json().data).toMatchObject({
      coverage: 'zone',
      terms: {
        zone: 'Toronto suburbs',
        expressFee: null,
        minimumOrder: 30,
        deliveryDays: ['Tuesday', 'Thursday'],
      },
    });
    expect((await lookup('H2J 2L3')).json().data).toEqual({ coverage: 'outside', fsa: 'H2J', terms: null });
    expect((await lookup('14201', 'US')).json().data).toMatchObject({
      coverage: 'flat',
      fsa: null,
      terms: { zone: null, standardFee: 10 },
    });
  });

  it('refuses what is not a postal code of the country, and a country the shop does not ship to', async () => {
    const wrong = await lookup('2000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('postal_code_not_canadian');
    const burundi = await lookup('2000', 'BI');
    expect(burundi.statusCode).toBe(400);
    expect(burundi.json().code).toBe('country_not_shipped');
    expect((await send(null, 'GET', '/api/delivery-zones/lookup')).statusCode).toBe(400);
  });
});

describe('pricing reads the zone', () => {
  it('keeps the flat fees, threshold and express of Settings while there is no zone', async () => {
    expect((await quote(1, 'M5H 2M9')).json().data).toMatchObject({ deliveryFee: 10, total: 30 });
    expect((await quote(1, 'M5H 2M9', 'express')).json().data).toMatchObject({ deliveryFee: 15 });
    expect((await quote(3, 'H2J 2L3')).json().data).toMatchObject({ deliveryFee: 0, total: 60 });
    const placed = await order(1, 'H2J 2L3');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({ deliveryFee: 10, delivery: { zone: null } });
  });

  it('charges the zone’s fees, free from its own threshold, and the flat fees abroad', async () => {
    await createZone(DOWNTOWN);
    await createZone(SUBURBS);
    expect((await quote(1, 'M5H 2M9')).json().data).toMatchObject({ deliveryFee: 8, total: 28 });
    expect((await quote(1, 'M4C 1A1', 'express')).json().data).toMatchObject({ deliveryFee: 14 });
    // Free from 60 in downtown (50 under the flat fees), never in the suburbs.
    expect((await quote(3, 'M5H 2M9')).json().data).toMatchObject({ deliveryFee: 0, total: 60 });
    expect((await quote(5, 'M1B 2K3')).json().data).toMatchObject({ deliveryFee: 15, total: 115 });
    expect((await quote(1, '14201', 'standard', 'US')).json().data).toMatchObject({ deliveryFee: 10 });
    // Pickup costs nothing wherever the shopper lives.
    const pickup = await send(customer, 'POST', '/api/checkout/quote', {
      products: [{ product: bag.id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
    });
    expect(pickup.json().data).toMatchObject({ deliveryFee: 0, total: 20 });
  });

  it('refuses a delivery outside every zone, under the minimum, or express where not offered', async () => {
    await createZone(DOWNTOWN);
    await createZone(SUBURBS);
    const before = await counts();
    const refusals: [
      Promise<{ statusCode: number; json(): { code: string; error: string } }>,
      string,
      RegExp,
    ][] = [
      [quote(1, 'H2J 2L3'), 'outside_delivery_zones', /H2J 2L3.*pickup/],
      [order(1, 'H2J 2L3'), 'outside_delivery_zones', /pickup/],
      [quote(1, 'M1B 2K3'), 'below_delivery_minimum', /at least \$30\.00.*add \$10\.00 more/],
      [order(1, 'M1B 2K3'), 'below_delivery_minimum', /Toronto suburbs/],
      [
        quote(2, 'M1B 2K3', 'express'),
        'express_not_offered',
        /Express delivery is not offered in Toronto suburbs/,
      ],
      [order(2, 'M1B 2K3', 'express'), 'express_not_offered', /standard delivery or store pickup/],
    ];
    for (const [sent, code, sentence] of refusals) {
      const res = await sent;
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(code);
      expect(res.json().error).toMatch(sentence);
    }
    // The minimum reads the subtotal before discounts: 30 of goods is enough.
    expect((await quote(2, 'M1B 2K3')).json().data).toMatchObject({ subtotal: 40, deliveryFee: 15 });
    expect(await counts()).toEqual(before);
  });

  it('keeps the zone on a cash order and on a card order, and refuses a card payment outside', async () => {
    await createZone(DOWNTOWN);
    await createZone(SUBURBS);
    const cash = await order(2, 'M1B 2K3');
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json().data).toMatchObject({
      deliveryFee: 15,
      totalAmount: 55,
      delivery: { zone: 'Toronto suburbs' },
    });
    // Served on Tuesdays and Thursdays: the promise falls on one of them, in Toronto.
    const promised = new Date(cash.json().data.estimatedDelivery);
    const weekday = new Intl.DateTimeFormat('en-CA', { weekday: 'long', timeZone: 'America/Toronto' }).format(
      promised,
    );
    expect(['Tuesday', 'Thursday']).toContain(weekday);

    const cardId = await placeCardOrder(ctx.app, customer, cart(1, 'M5H 2M9', 'express'));
    const card = await send(customer, 'GET', `/api/orders/${cardId}`);
    expect(card.json().data).toMatchObject({
      deliveryFee: 14,
      totalAmount: 34,
      delivery: { zone: 'Downtown Toronto' },
      payment: { method: 'stripe', status: 'completed' },
    });
    // A card order is invoiced when written: its receipt names the zone too.
    const receipt = await send(customer, 'GET', `/api/orders/${cardId}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toMatch(/Delivery zone[\s\S]*Downtown Toronto/);

    const before = await counts();
    const outside = await send(customer, 'POST', '/api/payments/create-intent', {
      amount: 1,
      metadata: {},
      orderData: { payment: { method: 'stripe' }, ...cart(1, 'H2J 2L3') },
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().code).toBe('outside_delivery_zones');
    expect(await counts()).toEqual(before);
  });

  it('follows the admin’s changes at once: a zone deleted leaves its addresses to pickup', async () => {
    const downtown = await createZone(DOWNTOWN);
    await createZone(SUBURBS);
    expect((await quote(1, 'M5H 2M9')).statusCode).toBe(200);
    await send(admin, 'PATCH', `/api/admin/delivery-zones/${downtown._id}`, { standardFee: 9.5 });
    expect((await quote(1, 'M5H 2M9')).json().data).toMatchObject({ deliveryFee: 9.5 });
    await send(admin, 'DELETE', `/api/admin/delivery-zones/${downtown._id}`);
    expect((await quote(1, 'M5H 2M9')).json().code).toBe('outside_delivery_zones');
  });
});
