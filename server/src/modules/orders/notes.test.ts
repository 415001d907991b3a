import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { deliveryPersons } from '../../db/schema/index';
import { type TestUser, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();

const address = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};

let bag: { id: string };

beforeEach(async () => {
  bag = await createProduct(ctx.database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 50,
  });
});

async function placeOrder(customer: TestUser, delivery: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: customer.headers,
    payload: {
      products: [{ product: bag.id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'delivery', method: 'standard', address, ...delivery },
      payment: { method: 'cash' },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const addNote = (user: TestUser | null, orderId: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/notes`,
    headers: user?.headers ?? {},
    payload,
  });

const notesOf = (user: TestUser | null, orderId: string) =>
  ctx.app.inject({ url: `/api/admin/orders/${orderId}/notes`, headers: user?.headers ?? {} });

describe('order notes', () => {
  it('keeps internal notes and notes to the customer, with author and time, oldest first', async () => {
    const admin = await ctx.loginAs('admin', { name: 'Claudine Irakoze' });
    const customer = await ctx.loginAs('customer');
    const order = await placeOrder(customer);
    const internal = await addNote(admin, order._id, {
      visibility: 'internal',
      body: 'Regular customer, add a sample.',
    });
    expect(internal.statusCode).toBe(201);
    expect(internal.json().data).toMatchObject({
      visibility: 'internal',
      body: 'Regular customer, add a sample.',
      author: { _id: admin.id, name: 'Claudine Irakoze' },
      createdAt: expect.any(String),
    });
    await addNote(admin, order._id, { visibility: 'customer', body: '  Your sack leaves on Thursday.  ' });
    const res = await notesOf(admin, order._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((n: { visibility: string; body: string }) => [n.visibility, n.body])).toEqual([
      ['internal', 'Regular customer, add a sample.'],
      ['customer', 'Your sack leaves on Thursday.'],
    ]);
    // The admin's order answer carries the customer notes only; the internal ones are read above.
    const detail = await ctx.app.inject({ url: `/api/admin/orders/${order._id}`, headers: admin.headers });
    expect(detail.json().data.notes.map((n: { body: string }) => n.body)).toEqual([
      'Your sack leaves on Thursday.',
    ]);
  });

  it('shows the customer the notes meant for them, never the internal ones', async () => {
    const admin = await ctx.loginAs('admin', { name: 'Claudine Irakoze' });
    const customer = await ctx.loginAs('customer');
    const order = await placeOrder(customer);
    await addNote(admin, order._id, { visibility: 'internal', body: 'Secret: paid late last time.' });
    await addNote(admin, order._id, { visibility: 'customer', body: 'Roasted this morning for you.' });

    const own = await ctx.app.inject({ url: `/api/orders/${order._id}`, headers: customer.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.notes).toEqual([
      {
        _id: expect.any(String),
        body: 'Roasted this morning for you.',
        authorName: 'Claudine',
        createdAt: expect.any(String),
      },
    ]);
    const list = await ctx.app.inject({ url: '/api/orders', headers: customer.headers });
    expect(list.json().data[0].notes).toHaveLength(1);
    expect(JSON.stringify(list.json())).not.toContain('Secret');
    expect(JSON.stringify(own.json())).not.toContain('Secret');
  });

  it('refuses the notes to customers and couriers (403) and the signed-out (401)', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    const order = await placeOrder(customer);
    await addNote(admin, order._id, { visibility: 'internal', body: 'Internal only.' });
    for (const [user, code] of [
      [customer, 403],
      [courier, 403],
      [null, 401],
    ] as const) {
      expect((await notesOf(user, order._id)).statusCode).toBe(code);
      expect((await addNote(user, order._id, { visibility: 'customer', body: 'Hi' })).statusCode).toBe(code);
    }
    expect((await notesOf(admin, order._id)).json().data).toHaveLength(1);
  });

  it('answers 404 for another customer’s order, with its notes, and for an unknown order', async () => {
    const admin = await ctx.loginAs('admin');
    const owner = await ctx.loginAs('customer');
    const stranger = await ctx.loginAs('customer');
    const order = await placeOrder(owner);
    await addNote(admin, order._id, { visibility: 'customer', body: 'For the owner only.' });
    const res = await ctx.app.inject({ url: `/api/orders/${order._id}`, headers: stranger.headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('For the owner only.');
    const theirs = await ctx.app.inject({ url: '/api/orders', headers: stranger.headers });
    expect(theirs.json().data).toEqual([]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await notesOf(admin, unknown)).statusCode).toBe(404);
    expect((await addNote(admin, unknown, { visibility: 'internal', body: 'x' })).statusCode).toBe(404);
  });

  it('refuses an empty note and an unknown visibility (400 with details)', async () => {
    const admin = await ctx.loginAs('admin');
    const order = await placeOrder(await ctx.loginAs('customer'));
    const res = await addNote(admin, order._id, { visibility: 'everyone', body: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['visibility', 'body']),
    );
  });
});

describe('delivery instructions', () => {
  it('keeps the customer’s instructions on a home delivery for the admin and the courier', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    const order = await placeOrder(customer, {
      instructions: '  Gate code 4521, leave it with the concierge.  ',
    });
    expect(order.delivery.instructions).toBe('Gate code 4521, leave it with the concierge.');
    const detail = await ctx.app.inject({ url: `/api/admin/orders/${order._id}`, headers: admin.headers });
    expect(detail.json().data.delivery.instructions).toBe('Gate code 4521, leave it with the concierge.');

    const [person] = await ctx.database.db
      .select({ id: deliveryPersons.id })
      .from(deliveryPersons)
      .where(eq(deliveryPersons.userId, courier.id));
    const assigned = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/delivery/admin/orders/${order._id}/assign`,
      headers: admin.headers,
      payload: { deliveryPersonId: person!.id },
    });
    expect(assigned.statusCode).toBe(200);
    await addNote(admin, order._id, { visibility: 'customer', body: 'A note for the customer.' });
    const mine = await ctx.app.inject({ url: '/api/delivery/orders', headers: courier.headers });
    const seen = mine.json().data.find((o: { _id: string }) => o._id === order._id);
    expect(seen.delivery.instructions).toBe('Gate code 4521, leave it with the concierge.');
    expect(seen.notes).toEqual([]);
  });

  it('ignores instructions on a pickup and refuses ones that are too long', async () => {
    const customer = await ctx.loginAs('customer');
    const pickup = await placeOrder(customer, { fulfillmentMethod: 'pickup', instructions: 'Ring twice' });
    expect(pickup.delivery.instructions).toBeNull();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        products: [{ product: bag.id, quantity: 1 }],
        delivery: {
          fulfillmentMethod: 'delivery',
          method: 'standard',
          address,
          instructions: 'x'.repeat(501),
        },
        payment: { method: 'cash' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('delivery.instructions');
  });
});
