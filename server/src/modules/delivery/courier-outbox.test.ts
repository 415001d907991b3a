import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { deliveryPersons, orderEvents } from '../../db/schema/index';
import { type TestUser, useTestApp, handOverPinOf } from '../../../test/helpers';

/**
 * The courier app's outbox (decision 020): moves made offline arrive later, perhaps twice, each
 * with its `Idempotency-Key` and the phone's time.
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

beforeEach(async () => {
  bag = await createProduct(ctx.database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 100,
  });
});

type Json = Record<string, unknown>;

const call = (user: TestUser, method: 'PATCH' | 'PUT', url: string, payload?: Json, headers: Json = {}) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...user.headers, ...headers } as Record<string, string>,
    ...(payload === undefined ? {} : { payload }),
  });

async function personIdOf(user: TestUser): Promise<string> {
  const [row] = await ctx.database.db
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .where(eq(deliveryPersons.userId, user.id));
  if (!row) throw new Error('no delivery person');
  return row.id;
}

async function assignedOrder(courier: TestUser) {
  const admin = await ctx.loginAs('admin');
  const customer = await ctx.loginAs('customer');
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: customer.headers,
    payload: {
      products: [{ product: bag.id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
      payment: { method: 'cash' },
    },
  });
  expect(placed.statusCode).toBe(201);
  const orderId: string = placed.json().data._id;
  const assigned = await call(admin, 'PATCH', `/api/delivery/admin/orders/${orderId}/assign`, {
    deliveryPersonId: await personIdOf(courier),
    deliveryFee: 10,
  });
  expect(assigned.statusCode).toBe(200);
  return { admin, orderId };
}

const send = (courier: TestUser, orderId: string, body: Json, key?: string) =>
  call(
    courier,
    'PATCH',
    `/api/delivery/orders/${orderId}/status`,
    body,
    key ? { 'idempotency-key': key } : {},
  );

const eventsOf = (orderId: string, type: string) =>
  ctx.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type)));

describe('a move sent again with its Idempotency-Key', () => {
  it('is applied once and answers the first result, with the phone time in the event', async () => {
    const courier = await ctx.loginAs('delivery');
    const { admin, orderId } = await assignedOrder(courier);
    const madeAt = new Date(Date.now() - 40 * 60 * 1000).toISOString();
    const body = { status: 'picked_up', madeAt };

    const first = await send(courier, orderId, body, 'outbox-key-0001');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(courier, orderId, body, 'outbox-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.delivery.status).toBe('picked_up');

    const events = await eventsOf(orderId, 'picked_up');
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ madeAt });
    // The admin's activity says when the courier made it on the phone.
    const activity = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/activity`,
      headers: admin.headers,
    });
    expect(activity.json().data.find((event: { type: string }) => event.type === 'picked_up')).toMatchObject({
      madeAt,
    });

    // Without the key the same move is a second one, refused by the life cycle.
    const unkeyed = await send(courier, orderId, { status: 'picked_up' });
    expect(unkeyed.statusCode).toBe(409);
    expect(unkeyed.json().code).toBe('move_not_allowed');
  });

  it('refuses the key with another move, with a sentence', async () => {
    const courier = await ctx.loginAs('delivery');
    const { orderId } = await assignedOrder(courier);
    expect((await send(courier, orderId, { status: 'picked_up' }, 'outbox-key-0002')).statusCode).toBe(200);
    // Delivering with the customer's PIN: only the key's other move is refused.
    const pin = await handOverPinOf(ctx.app.db, orderId);
    const other = await send(courier, orderId, { status: 'delivered', pin }, 'outbox-key-0002');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'idempotency_mismatch',
      error: 'This Idempotency-Key was already used for a different change.',
    });
  });

  it('applies two moves sent at once with the same key once', async () => {
    const courier = await ctx.loginAs('delivery');
    const { orderId } = await assignedOrder(courier);
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(courier, orderId, { status: 'picked_up' }, 'outbox-key-0003')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await eventsOf(orderId, 'picked_up')).toHaveLength(1);
  });
});

describe('a stale move', () => {
  it('is refused once the admin cancelled the order, and the refusal is replayed', async () => {
    const courier = await ctx.loginAs('delivery');
    const { admin, orderId } = await assignedOrder(courier);
    const cancelled = await call(admin, 'PUT', `/api/admin/orders/${orderId}`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);

    const refused = await send(courier, orderId, { status: 'picked_up' }, 'outbox-key-0004');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'order_locked',
      error: 'This order was cancelled. Please do not deliver it.',
    });
    const replayed = await send(courier, orderId, { status: 'picked_up' }, 'outbox-key-0004');
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().code).toBe('order_locked');
    expect(await eventsOf(orderId, 'picked_up')).toHaveLength(0);
  });

  it('is refused with its own code once the order went to another courier', async () => {
    const courier = await ctx.loginAs('delivery');
    const other = await ctx.loginAs('delivery');
    const { admin, orderId } = await assignedOrder(courier);
    const moved = await call(admin, 'PATCH', `/api/delivery/admin/orders/${orderId}/assign`, {
      deliveryPersonId: await personIdOf(other),
    });
    expect(moved.statusCode).toBe(200);

    const refused = await send(courier, orderId, { status: 'picked_up' }, 'outbox-key-0005');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'order_reassigned',
      error: 'This order was given to another courier. Please do not deliver it.',
    });
    // A courier who never had the order still learns nothing of it.
    const stranger = await ctx.loginAs('delivery');
    expect((await send(stranger, orderId, { status: 'picked_up' })).statusCode).toBe(404);
  });
});

describe('the phone time of a move', () => {
  it('is refused ahead of the clock beyond the skew, or older than 24 hours', async () => {
    const courier = await ctx.loginAs('delivery');
    const { orderId } = await assignedOrder(courier);
    const ahead = await send(courier, orderId, {
      status: 'picked_up',
      madeAt: new Date(Date.now() + 10 * 60 * 1000).toISOString(),
    });
    expect(ahead.statusCode).toBe(422);
    expect(ahead.json()).toMatchObject({ code: 'made_at_out_of_range' });
    expect(ahead.json().error).toMatch(/in the future/);

    const old = await send(courier, orderId, {
      status: 'picked_up',
      madeAt: new Date(Date.now() - 25 * 3600 * 1000).toISOString(),
    });
    expect(old.statusCode).toBe(422);
    expect(old.json().error).toMatch(/more than 24 hours ago/);

    const garbled = await send(courier, orderId, { status: 'picked_up', madeAt: 'yesterday' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().code).toBe('validation_failed');

    // A phone a minute ahead is believed.
    const slightlyAhead = new Date(Date.now() + 60 * 1000).toISOString();
    const ok = await send(courier, orderId, { status: 'picked_up', madeAt: slightlyAhead });
    expect(ok.statusCode).toBe(200);
    expect((await eventsOf(orderId, 'picked_up'))[0]!.data).toMatchObject({ madeAt: slightlyAhead });
  });

  it('is not required', async () => {
    const courier = await ctx.loginAs('delivery');
    const { orderId } = await assignedOrder(courier);
    expect((await send(courier, orderId, { status: 'picked_up' })).statusCode).toBe(200);
    expect((await eventsOf(orderId, 'picked_up'))[0]!.data).not.toHaveProperty('madeAt');
  });
});
