import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { deliveryPersons, orderEvents, orders } from '../../db/schema/index';
import {
  handOverPinOf,
  placeCardOrder,
  saveSettings,
  type TestUser,
  useTestApp,
} from '../../../test/helpers';

/**
 * The hand-over PIN (README "Deliveries"): the customer's order page shows a 4-digit code, the
 * courier never sees it and types it at the door where the shop asks for it (by default cash
 * orders and 60 kg sacks); five wrong tries lock it and the admin completes the hand-over.
 */
const ctx = useTestApp();

const address = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};
let bag: { id: string };
let sack: { id: string };
let admin: TestUser;
let courier: TestUser;
let customer: TestUser;

beforeEach(async () => {
  bag = await createProduct(ctx.database.db, {
    name: 'Kayanza Powder',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 50,
  });
  sack = await createProduct(ctx.database.db, {
    name: 'Green Bourbon Sack',
    description: 'd',
    price: 1140,
    weight: 60,
    type: 'sack',
    stock: 5,
  });
  admin = await ctx.loginAs('admin');
  courier = await ctx.loginAs('delivery', { name: 'Jean Courier' });
  customer = await ctx.loginAs('customer');
});

const call = (user: TestUser, method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const cart = (product: { id: string }) => ({
  products: [{ product: product.id, quantity: 1 }],
  delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
});

async function cashOrder(product = bag): Promise<string> {
  const res = await call(customer, 'POST', '/api/orders', { ...cart(product), payment: { method: 'cash' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}

/** Assigned to the courier and picked up: at the door. */
async function atTheDoor(orderId: string) {
  const [person] = await ctx.database.db
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .where(eq(deliveryPersons.userId, courier.id));
  const assigned = await call(admin, 'PATCH', `/api/delivery/admin/orders/${orderId}/assign`, {
    deliveryPersonId: person!.id,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const picked = await call(courier, 'PATCH', `/api/delivery/orders/${orderId}/status`, {
    status: 'picked_up',
  });
  expect(picked.statusCode, picked.body).toBe(200);
}

const deliver = (orderId: string, pin?: string) =>
  call(courier, 'PATCH', `/api/delivery/orders/${orderId}/status`, {
    status: 'delivered',
    ...(pin === undefined ? {} : { pin }),
  });

/** A PIN that is not the order's. */
const wrongPin = (pin: string) => String((Number(pin) + 1) % 10_000).padStart(4, '0');

describe('the hand-over PIN', () => {
  it('is shown to the customer, never to the courier, and completes a cash delivery', async () => {
    const orderId = await cashOrder();
    const pin = (await handOverPinOf(ctx.app.db, orderId))!;
    expect(pin).toMatch(/^\d{4}$/);
    const mine = await call(customer, 'GET', `/api/orders/${orderId}`);
    expect(mine.json().data.handOver).toEqual({ pin, required: true, locked: false });

    await atTheDoor(orderId);
    const list = await call(courier, 'GET', '/api/delivery/orders');
    const seen = (list.json().data as { _id: string; handOver: unknown; pinRequired: boolean }[]).find(
      (order) => order._id === orderId,
    );
    expect(seen).toMatchObject({ handOver: null, pinRequired: true });

    const missing = await deliver(orderId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'pin_required' });
    const done = await deliver(orderId, pin);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
  });

  it('locks after five wrong tries, tells the admin, and lets the admin complete the hand-over', async () => {
    const orderId = await cashOrder();
    const pin = (await handOverPinOf(ctx.app.db, orderId))!;
    await atTheDoor(orderId);
    for (const left of [4, 3, 2, 1]) {
      const wrong = await deliver(orderId, wrongPin(pin));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({
        code: 'pin_wrong',
        error: `That PIN is not the one of this order. ${left} ${left === 1 ? 'try' : 'tries'} left before it locks.`,
      });
    }
    const fifth = await deliver(orderId, wrongPin(pin));
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({ code: 'pin_locked' });
    // Locked: even the right PIN no longer completes it at the door.
    expect((await deliver(orderId, pin)).json()).toMatchObject({ code: 'pin_locked' });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'shipped', pinFailures: 5, pinLockedAt: expect.any(Date) });
    expect((await call(customer, 'GET', `/api/orders/${orderId}`)).json().data.handOver.locked).toBe(true);

    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((event) => event.type === 'pin_failed')).toHaveLength(4);
    expect(events.filter((event) => event.type === 'pin_locked')).toHaveLength(1);
    const activity = await call(admin, 'GET', `/api/admin/orders/${orderId}/activity`);
    expect(activity.json().data.map((entry: { summary: string }) => entry.summary)).toContain(
      'Hand-over PIN locked after 5 wrong tries: check with the customer, then mark the order delivered here',
    );
    const byAdmin = await call(admin, 'PUT', `/api/admin/orders/${orderId}`, { status: 'delivered' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('follows the shop’s rule: not for a card order by default, for a sack, and always when set', async () => {
    const card = await placeCardOrder(ctx.app, customer, cart(bag));
    await atTheDoor(card);
    expect((await call(customer, 'GET', `/api/orders/${card}`)).json().data.handOver.required).toBe(false);
    expect((await deliver(card)).statusCode).toBe(200);

    const sackByCard = await placeCardOrder(ctx.app, customer, cart(sack));
    await atTheDoor(sackByCard);
    expect((await deliver(sackByCard)).json()).toMatchObject({ code: 'pin_required' });

    await saveSettings(ctx, {
      handOverPin: { always: true, cashOrders: false, sacks: false, aboveValue: null },
    });
    const always = await placeCardOrder(ctx.app, customer, cart(bag));
    await atTheDoor(always);
    expect((await deliver(always)).json()).toMatchObject({ code: 'pin_required' });
    expect((await deliver(always, await handOverPinOf(ctx.app.db, always))).statusCode).toBe(200);
  });

  it('asks nothing of a store pickup, and refuses a PIN that is not 4 digits', async () => {
    const pickup = await call(customer, 'POST', '/api/orders', {
      products: [{ product: bag.id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
      payment: { method: 'cash' },
    });
    expect(pickup.json().data.handOver).toBeNull();
    const orderId = await cashOrder();
    await atTheDoor(orderId);
    for (const pin of ['12', 'abcd', '12345']) expect((await deliver(orderId, pin)).statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.pinFailures).toBe(0);
  });
});
