import { ADMIN_HISTORY_PREVIEW } from '@ikawa/contracts/delivery';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { deliveries, deliveryEarnings, deliveryPersons, orders } from '../../db/schema/index';
import { type TestUser, useTestApp, handOverPinOf } from '../../../test/helpers';

const ctx = useTestApp();

const address = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};

let bag: { id: string }; // 19.50; one bag ships for 10, so an order totals 29.50

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

async function placeOrder(customer: TestUser, delivery: Json = {}): Promise<{ _id: string }> {
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

const call = (user: TestUser | null, method: 'GET' | 'PATCH', url: string, payload?: Json) =>
  ctx.app.inject({
    method,
    url,
    headers: user ? user.headers : {},
    ...(payload === undefined ? {} : { payload }),
  });

const assign = (admin: TestUser, orderId: string, deliveryPersonId: string, deliveryFee?: number) =>
  call(admin, 'PATCH', `/api/delivery/admin/orders/${orderId}/assign`, {
    deliveryPersonId,
    ...(deliveryFee === undefined ? {} : { deliveryFee }),
  });

/** A courier's step; delivering, they type the PIN the customer gives them at the door. */
const move = async (courier: TestUser, orderId: string, status: string) =>
  call(courier, 'PATCH', `/api/delivery/orders/${orderId}/status`, {
    status,
    ...(status === 'delivered' ? { pin: await handOverPinOf(ctx.app.db, orderId) } : {}),
  });

const pay = (admin: TestUser, personId: string, orderId: string) =>
  call(admin, 'PATCH', `/api/delivery/admin/delivery-persons/${personId}/orders/${orderId}/pay`);

async function personIdOf(user: TestUser): Promise<string> {
  const [row] = await ctx.database.db
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .where(eq(deliveryPersons.userId, user.id));
  if (!row) throw new Error('no delivery person');
  return row.id;
}

async function orderRow(id: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function deliveryRow(orderId: string) {
  const [row] = await ctx.database.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
  return row;
}

const earningRows = (orderId: string) =>
  ctx.database.db.select().from(deliveryEarnings).where(eq(deliveryEarnings.orderId, orderId));

/** A customer's order assigned by an admin to a courier, ready to be moved. */
async function assignedOrder(courier: TestUser, fee = 10) {
  const admin = await ctx.loginAs('admin');
  const customer = await ctx.loginAs('customer', { name: 'Aline Ndayisenga' });
  const order = await placeOrder(customer);
  const res = await assign(admin, order._id, await personIdOf(courier), fee);
  expect(res.statusCode).toBe(200);
  return { admin, customer, orderId: order._id };
}

/** An assigned order the courier has picked up and delivered: its earning is payable. */
async function deliveredOrder(courier: TestUser, fee = 10) {
  const made = await assignedOrder(courier, fee);
  for (const status of ['picked_up', 'delivered']) {
    expect((await move(courier, made.orderId, status)).statusCode).toBe(200);
  }
  return made;
}

describe('role guards', () => {
  const courierCalls: [string, string, Json?][] = [
    ['GET', '/api/delivery/orders'],
    ['PATCH', '/api/delivery/orders/00000000-0000-4000-8000-000000000000/status', { status: 'picked_up' }],
    ['GET', '/api/delivery/earnings'],
    ['GET', '/api/delivery/history'],
    ['GET', '/api/delivery/profile'],
    ['PATCH', '/api/delivery/profile', { vehicle: 'Bike' }],
    ['PATCH', '/api/delivery/availability', { isAvailable: false }],
    ['PATCH', '/api/delivery/location', { latitude: 43.6, longitude: -79.4 }],
  ];
  const adminCalls: [string, string, Json?][] = [
    ['GET', '/api/delivery/admin/delivery-persons'],
    ['GET', '/api/delivery/admin/delivery-persons/00000000-0000-4000-8000-000000000000/history'],
    [
      'PATCH',
      '/api/delivery/admin/orders/00000000-0000-4000-8000-000000000000/assign',
      { deliveryPersonId: '00000000-0000-4000-8000-000000000000' },
    ],
    ['GET', '/api/delivery/admin/orders/00000000-0000-4000-8000-000000000000/suggestion'],
    [
      'PATCH',
      '/api/delivery/admin/delivery-persons/00000000-0000-4000-8000-000000000000/orders/00000000-0000-4000-8000-000000000000/pay',
    ],
    ['PATCH', '/api/delivery/admin/delivery-persons/00000000-0000-4000-8000-000000000000/cash-received'],
  ];
  const send = (user: TestUser | null, [method, url, payload]: [string, string, Json?]) =>
    call(user, method as 'GET' | 'PATCH', url, payload);

  it('answers 401 to a signed-out caller on every call', async () => {
    for (const route of [...courierCalls, ...adminCalls]) {
      const res = await send(null, route);
      expect(res.statusCode, route[1]).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers 403 to a customer on every call, to a courier on admin calls and to an admin on courier calls', async () => {
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    const admin = await ctx.loginAs('admin');
    for (const route of [...courierCalls, ...adminCalls]) {
      const res = await send(customer, route);
      expect(res.statusCode, route[1]).toBe(403);
      expect(res.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
    for (const route of adminCalls) expect((await send(courier, route)).statusCode, route[1]).toBe(403);
    for (const route of courierCalls) expect((await send(admin, route)).statusCode, route[1]).toBe(403);
  });
});

describe('GET /api/delivery/orders', () => {
  it('lists my orders with what the courier needs, newest assignment first, and not other couriers’ orders', async () => {
    const courier = await ctx.loginAs('delivery');
    const other = await ctx.loginAs('delivery');
    const first = await assignedOrder(courier, 12.5);
    const second = await assignedOrder(courier);
    await assignedOrder(other);

    const res = await call(courier, 'GET', '/api/delivery/orders');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((o: { _id: string }) => o._id)).toEqual([second.orderId, first.orderId]);
    expect(list[1]).toMatchObject({
      _id: first.orderId,
      user: { name: 'Aline Ndayisenga' },
      shippingAddress: { street: address.street, city: 'Toronto', phone: address.phone },
      items: [{ quantity: 1, price: 19.5, product: { name: 'Kinyovu Ground' } }],
      deliveryFee: 10,
      totalAmount: 29.5,
      status: 'processing',
      payment: { method: 'cash', status: 'pending' },
      delivery: { status: 'assigned', deliveryFee: 12.5 },
      amountToCollect: 29.5,
      pickedUpAt: null,
      deliveredAt: null,
    });
  });

  it('keeps delivered orders for 24 hours only', async () => {
    const courier = await ctx.loginAs('delivery');
    const { orderId } = await assignedOrder(courier);
    await move(courier, orderId, 'picked_up');
    await move(courier, orderId, 'delivered');
    const ids = async () =>
      (await call(courier, 'GET', '/api/delivery/orders')).json().data.map((o: { _id: string }) => o._id);
    expect(await ids()).toEqual([orderId]);
    await ctx.database.db
      .update(deliveries)
      .set({ deliveredAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(deliveries.orderId, orderId));
    expect(await ids()).toEqual([]);
  });
});

describe('PATCH /api/delivery/orders/:id/status', () => {
  it('moves assigned → picked_up → delivered, and sets the order and the cash payment with it', async () => {
    const courier = await ctx.loginAs('delivery');
    const { orderId, customer } = await assignedOrder(courier);

    const picked = await move(courier, orderId, 'picked_up');
    expect(picked.statusCode).toBe(200);
    // DESIGN: picked_up sets order shipped.
    expect(picked.json().data).toMatchObject({
      status: 'shipped',
      delivery: { status: 'picked_up' },
      pickedUpAt: expect.any(String),
      amountToCollect: 29.5,
    });

    const delivered = await move(courier, orderId, 'delivered');
    expect(delivered.statusCode).toBe(200);
    // DESIGN: delivered sets order delivered and payment completed for cash.
    expect(delivered.json().data).toMatchObject({
      status: 'delivered',
      paymentStatus: 'completed',
      delivery: { status: 'delivered' },
      deliveredAt: expect.any(String),
      amountToCollect: 0,
    });
    expect(await deliveryRow(orderId)).toMatchObject({
      status: 'delivered',
      cashCollectedCents: 2950,
      cashSettledAt: null,
    });

    // The customer sees each courier step on the order.
    const seen = (await call(customer, 'GET', `/api/orders/${orderId}`)).json().data;
    expect(seen.timeline.map((t: { status: string }) => t.status)).toEqual([
      'pending',
      'assigned',
      'picked_up',
      'delivered',
      'paid',
      // Paid at the door, so invoiced.
      'invoiced',
    ]);
  });

  it('refuses skipping a step, going back and a repeated step with 409 and a sentence', async () => {
    const courier = await ctx.loginAs('delivery');
    const { orderId } = await assignedOrder(courier);

    const skip = await move(courier, orderId, 'delivered');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({
      success: false,
      error: 'Please mark the order as picked up before marking it as delivered.',
      code: 'move_not_allowed',
    });
    expect((await orderRow(orderId)).status).toBe('processing');

    expect((await move(courier, orderId, 'picked_up')).statusCode).toBe(200);
    const again = await move(courier, orderId, 'picked_up');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This order has already been marked as picked up.');

    expect((await move(courier, orderId, 'delivered')).statusCode).toBe(200);
    const back = await move(courier, orderId, 'picked_up');
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('order_locked');
    expect(back.json().error).toBe('A delivered order cannot be marked as picked up again.');
    expect((await orderRow(orderId)).status).toBe('delivered');
    expect((await deliveryRow(orderId))?.status).toBe('delivered');
  });

  it('answers 404 to another courier and 403 to the customer, and moves nothing', async () => {
    const courier = await ctx.loginAs('delivery');
    const other = await ctx.loginAs('delivery');
    const { orderId, customer } = await assignedOrder(courier);

    const res = await move(other, orderId, 'picked_up');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Order not found', code: 'not_found' });
    expect((await move(customer, orderId, 'picked_up')).statusCode).toBe(403);
    expect((await move(courier, 'not-an-id', 'picked_up')).statusCode).toBe(404);
    expect((await move(courier, '00000000-0000-4000-8000-000000000000', 'picked_up')).statusCode).toBe(404);
    expect((await deliveryRow(orderId))?.status).toBe('assigned');
  });

  it('refuses an unknown status with 400 and details', async () => {
    const courier = await ctx.loginAs('delivery');
    const { orderId } = await assignedOrder(courier);
    for (const status of ['assigned', 'shipped', '']) {
      const res = await move(courier, orderId, status);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0]).toMatchObject({ path: 'status' });
    }
  });

  it('delivers once when "delivered" is sent several times at the same moment', async () => {
    const courier = await ctx.loginAs('delivery');
    const { orderId } = await assignedOrder(courier);
    await move(courier, orderId, 'picked_up');

    const results = await Promise.all([1, 2, 3, 4].map(() => move(courier, orderId, 'delivered')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const delivery = await deliveryRow(orderId);
    expect(delivery).toMatchObject({ status: 'delivered', cashCollectedCents: 2950 });
    const earnings = (await call(courier, 'GET', '/api/delivery/earnings')).json().data;
    expect(earnings.cashHeld).toBe(29.5);
  });

  it('will not move a cancelled order', async () => {
    const courier = await ctx.loginAs('delivery');
    const { orderId } = await assignedOrder(courier);
    await ctx.database.db
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(orders.id, orderId));
    const res = await move(courier, orderId, 'picked_up');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'This order was cancelled. Please do not deliver it.',
      code: 'order_locked',
    });
    expect((await deliveryRow(orderId))?.status).toBe('assigned');
  });

  it('collects nothing for an order already paid by card', async () => {
    const courier = await ctx.loginAs('delivery');
    const { orderId } = await assignedOrder(courier);
    await ctx.database.db
      .update(orders)
      .set({ paymentMethod: 'stripe', paymentStatus: 'completed' })
      .where(eq(orders.id, orderId));
    expect((await move(courier, orderId, 'picked_up')).json().data.amountToCollect).toBe(0);
    await move(courier, orderId, 'delivered');
    expect((await deliveryRow(orderId))?.cashCollectedCents).toBeNull();
    expect((await call(courier, 'GET', '/api/delivery/earnings')).json().data.cashHeld).toBe(0);
  });
});

describe('PATCH /api/delivery/admin/orders/:orderId/assign', () => {
  it('assigns in one go: delivery assigned with the fee, order processing, a pending earning', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery', { name: 'Didier Habonimana' });
    const order = await placeOrder(customer);

    const res = await assign(admin, order._id, await personIdOf(courier), 12.34);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: order._id,
      status: 'processing',
      delivery: {
        status: 'assigned',
        deliveryFee: 12.34,
        assignedTo: { _id: courier.id, name: 'Didier Habonimana' },
      },
    });
    expect(await deliveryRow(order._id)).toMatchObject({ status: 'assigned', courierFeeCents: 1234 });
    expect(await earningRows(order._id)).toEqual([
      expect.objectContaining({ amountCents: 1234, status: 'pending', paidAt: null }),
    ]);
  });

  it('accepts the courier’s user _id and defaults the fee to 10', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    const order = await placeOrder(customer);
    const res = await assign(admin, order._id, courier.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.delivery.deliveryFee).toBe(10);
    expect((await deliveryRow(order._id))?.deliveryPersonId).toBe(await personIdOf(courier));
  });

  it('refuses pickup, cancelled and delivered orders with 409 and a sentence', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    const personId = await personIdOf(courier);

    const pickup = await placeOrder(customer, { fulfillmentMethod: 'pickup' });
    const res = await assign(admin, pickup._id, personId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'Store pickup orders are collected at the store and cannot be assigned to a delivery person.',
      code: 'move_not_allowed',
    });

    const cancelled = await placeOrder(customer);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${cancelled._id}/cancel`,
      headers: customer.headers,
    });
    const refusedCancelled = await assign(admin, cancelled._id, personId);
    expect(refusedCancelled.statusCode).toBe(409);
    expect(refusedCancelled.json()).toMatchObject({
      error: 'This order was cancelled and cannot be assigned.',
      code: 'order_locked',
    });

    const delivered = await placeOrder(customer);
    await ctx.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, delivered._id));
    expect((await assign(admin, delivered._id, personId)).json()).toMatchObject({
      error: 'This order has already been delivered.',
      code: 'order_locked',
    });

    expect(await ctx.database.db.select().from(deliveries)).toHaveLength(0);
    expect(await ctx.database.db.select().from(deliveryEarnings)).toHaveLength(0);
  });

  it('answers 404 for an unknown order or someone who is not a delivery person, 400 for a bad fee', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    const order = await placeOrder(customer);
    const personId = await personIdOf(courier);

    expect((await assign(admin, '00000000-0000-4000-8000-000000000000', personId)).statusCode).toBe(404);
    expect((await assign(admin, 'nope', personId)).statusCode).toBe(404);
    const notCourier = await assign(admin, order._id, customer.id);
    expect(notCourier.statusCode).toBe(404);
    expect(notCourier.json().error).toBe('Delivery person not found');
    expect((await assign(admin, order._id, 'whoever')).statusCode).toBe(404);

    for (const deliveryFee of [-1, 10.005, '10'] as unknown[]) {
      const res = await call(admin, 'PATCH', `/api/delivery/admin/orders/${order._id}/assign`, {
        deliveryPersonId: personId,
        deliveryFee,
      } as Json);
      expect(res.statusCode, String(deliveryFee)).toBe(400);
      expect(res.json().details[0].path).toBe('deliveryFee');
    }
    expect(
      (await call(admin, 'PATCH', `/api/delivery/admin/orders/${order._id}/assign`, {})).statusCode,
    ).toBe(400);
    expect((await orderRow(order._id)).status).toBe('pending');
  });

  it('moves the delivery and its pending earning when re-assigned before pickup, and refuses after', async () => {
    const first = await ctx.loginAs('delivery');
    const second = await ctx.loginAs('delivery');
    const { admin, orderId } = await assignedOrder(first, 10);
    const firstId = await personIdOf(first);
    const secondId = await personIdOf(second);

    const res = await assign(admin, orderId, secondId, 11);
    expect(res.statusCode).toBe(200);
    expect(await deliveryRow(orderId)).toMatchObject({ deliveryPersonId: secondId, courierFeeCents: 1100 });
    expect(await earningRows(orderId)).toEqual([
      expect.objectContaining({ deliveryPersonId: secondId, amountCents: 1100, status: 'pending' }),
    ]);
    expect((await call(first, 'GET', '/api/delivery/orders')).json().data).toEqual([]);
    // The courier it was taken from is told so (a move from their phone's outbox may come late).
    const taken = await move(first, orderId, 'picked_up');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('order_reassigned');

    expect((await move(second, orderId, 'picked_up')).statusCode).toBe(200);
    const late = await assign(admin, orderId, firstId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This order has already been picked up and can no longer be re-assigned.');
    expect((await deliveryRow(orderId))?.deliveryPersonId).toBe(secondId);
    expect(await earningRows(orderId)).toHaveLength(1);
  });

  it('refuses Mark as Paid before the order is delivered, saying why, and pays it once delivered', async () => {
    const courier = await ctx.loginAs('delivery');
    const { admin, orderId } = await assignedOrder(courier);
    const personId = await personIdOf(courier);
    const early = await pay(admin, personId, orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      success: false,
      error: 'This delivery is not finished yet: an earning can be paid once the order is delivered.',
      code: 'earning_not_payable',
    });
    await move(courier, orderId, 'picked_up');
    expect((await pay(admin, personId, orderId)).json().code).toBe('earning_not_payable');
    expect(await earningRows(orderId)).toEqual([
      expect.objectContaining({ status: 'pending', paidAt: null }),
    ]);
    await move(courier, orderId, 'delivered');
    expect((await pay(admin, personId, orderId)).statusCode).toBe(200);
    expect(await earningRows(orderId)).toEqual([expect.objectContaining({ status: 'paid' })]);
  });

  it('ends with one delivery and one earning when two admins assign the same order at once', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const couriers = await Promise.all([1, 2, 3].map(() => ctx.loginAs('delivery')));
    const order = await placeOrder(customer);
    const results = await Promise.all(couriers.map((c) => assign(admin, order._id, c.id)));
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const delivery = await deliveryRow(order._id);
    const earnings = await earningRows(order._id);
    expect(earnings).toHaveLength(1);
    expect(earnings[0]?.deliveryPersonId).toBe(delivery?.deliveryPersonId);
  });
});

describe('earnings, history and payouts', () => {
  it('adds up pending and paid earnings, and pays an earning once', async () => {
    const courier = await ctx.loginAs('delivery');
    const a = await deliveredOrder(courier, 10);
    const b = await assignedOrder(courier, 12.5);
    const personId = await personIdOf(courier);

    let earnings = (await call(courier, 'GET', '/api/delivery/earnings')).json().data;
    expect(earnings).toMatchObject({ total: 22.5, pending: 22.5, paid: 0, cashHeld: 29.5 });
    expect(earnings.history.map((e: { order: { _id: string } }) => e.order._id)).toEqual([
      b.orderId,
      a.orderId,
    ]);
    expect(earnings.history[0]).toMatchObject({
      amount: 12.5,
      status: 'pending',
      paidAt: null,
      payable: false,
      order: { status: 'processing', deliveredAt: null },
    });
    expect(earnings.history[1]).toMatchObject({ status: 'pending', payable: true, flag: null });

    // The payout path takes the person _id or the user _id (DESIGN: delivery-person ids).
    const paid = await pay(a.admin, courier.id, a.orderId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ amount: 10, status: 'paid', paidAt: expect.any(String) });
    const again = await pay(a.admin, personId, a.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: 'This earning has already been paid',
      code: 'conflict',
    });

    earnings = (await call(courier, 'GET', '/api/delivery/earnings')).json().data;
    expect(earnings).toMatchObject({ total: 22.5, pending: 12.5, paid: 10 });
    const [row] = await earningRows(a.orderId);
    expect(row).toMatchObject({ status: 'paid' });
    expect(row?.paidAt).toBeInstanceOf(Date);
  });

  it('accepts an empty JSON object as the payout body too', async () => {
    const courier = await ctx.loginAs('delivery');
    const { admin, orderId } = await deliveredOrder(courier);
    const res = await call(
      admin,
      'PATCH',
      `/api/delivery/admin/delivery-persons/${await personIdOf(courier)}/orders/${orderId}/pay`,
      {},
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for an unknown courier, order, or an order that is not theirs', async () => {
    const courier = await ctx.loginAs('delivery');
    const other = await ctx.loginAs('delivery');
    const { admin, orderId } = await assignedOrder(courier);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await pay(admin, unknown, orderId)).json()).toEqual({
      success: false,
      error: 'Delivery person not found',
      code: 'not_found',
    });
    expect((await pay(admin, 'nope', orderId)).statusCode).toBe(404);
    expect((await pay(admin, courier.id, unknown)).statusCode).toBe(404);
    expect((await pay(admin, courier.id, 'nope')).statusCode).toBe(404);
    const notTheirs = await pay(admin, other.id, orderId);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error).toBe('No earning found for this order and delivery person');
    expect((await earningRows(orderId))[0]?.status).toBe('pending');
  });

  it('pays exactly once when several payouts arrive at the same moment', async () => {
    const courier = await ctx.loginAs('delivery');
    const { admin, orderId } = await deliveredOrder(courier);
    const personId = await personIdOf(courier);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => pay(admin, personId, orderId)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const earnings = (await call(courier, 'GET', '/api/delivery/earnings')).json().data;
    expect(earnings).toMatchObject({ total: 10, pending: 0, paid: 10 });
  });

  it('pages the history with a total and filters it by payment status', async () => {
    const courier = await ctx.loginAs('delivery');
    const made = [];
    // Fees 2, 4 and 5 are delivered; 2 and 4 are paid out.
    for (const fee of [1, 2, 3, 4, 5])
      made.push(await (fee % 2 === 0 || fee === 5 ? deliveredOrder : assignedOrder)(courier, fee));
    const admin = made[0]!.admin;
    expect((await pay(admin, courier.id, made[1]!.orderId)).statusCode).toBe(200);
    expect((await pay(admin, courier.id, made[3]!.orderId)).statusCode).toBe(200);

    const page = (query: string) => call(courier, 'GET', `/api/delivery/history?${query}`);
    const all = (await page('pageSize=2')).json();
    expect(all).toMatchObject({ success: true, total: 5, page: 1, pageSize: 2, totalPages: 3 });
    expect(all.data.map((e: { amount: number }) => e.amount)).toEqual([5, 4]);
    expect(all.data[0].order).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) });
    expect((await page('pageSize=2&page=3')).json().data.map((e: { amount: number }) => e.amount)).toEqual([
      1,
    ]);

    const paid = (await page('status=paid')).json();
    expect(paid.total).toBe(2);
    expect(paid.data.map((e: { amount: number }) => e.amount)).toEqual([4, 2]);
    expect(paid.data.every((e: { paidAt: string | null }) => e.paidAt)).toBe(true);
    const pending = (await page('status=pending')).json();
    expect(pending.data.map((e: { amount: number }) => e.amount)).toEqual([5, 3, 1]);

    for (const query of ['status=lost', 'page=0', 'pageSize=500']) {
      expect((await page(query)).statusCode, query).toBe(400);
    }
  });
});

describe('cash ledger', () => {
  it('holds the total of a delivered cash order until an admin settles it, once', async () => {
    const courier = await ctx.loginAs('delivery');
    const { admin, orderId } = await assignedOrder(courier);
    const second = await assignedOrder(courier);
    const personId = await personIdOf(courier);
    for (const id of [orderId, second.orderId]) {
      await move(courier, id, 'picked_up');
      await move(courier, id, 'delivered');
    }

    expect((await call(courier, 'GET', '/api/delivery/earnings')).json().data.cashHeld).toBe(59);
    expect((await call(courier, 'GET', '/api/delivery/profile')).json().data.cashHeld).toBe(59);
    const listed = (await call(admin, 'GET', '/api/delivery/admin/delivery-persons')).json().data;
    expect(listed.find((p: { _id: string }) => p._id === personId).cashHeld).toBe(59);

    const settle = () =>
      call(admin, 'PATCH', `/api/delivery/admin/delivery-persons/${courier.id}/cash-received`);
    const results = await Promise.all([settle(), settle()]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().data.settled).sort()).toEqual([0, 59]);
    expect((await settle()).json()).toEqual({ success: true, data: { settled: 0 } });
    expect((await call(courier, 'GET', '/api/delivery/earnings')).json().data.cashHeld).toBe(0);
    expect((await deliveryRow(orderId))?.cashSettledAt).toBeInstanceOf(Date);

    expect(
      (await call(admin, 'PATCH', '/api/delivery/admin/delivery-persons/nope/cash-received')).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/delivery/admin/orders/:orderId/suggestion', () => {
  const at = (latitude: number, longitude: number) => ({ address: { ...address, latitude, longitude } });
  const suggest = (admin: TestUser, orderId: string) =>
    call(admin, 'GET', `/api/delivery/admin/orders/${orderId}/suggestion`);
  const locate = (courier: TestUser, latitude: number, longitude: number) =>
    call(courier, 'PATCH', '/api/delivery/location', { latitude, longitude });

  it('answers null when nobody is available', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const order = await placeOrder(customer);
    expect((await suggest(admin, order._id)).json()).toEqual({ success: true, data: null });
    const courier = await ctx.loginAs('delivery');
    await call(courier, 'PATCH', '/api/delivery/availability', { isAvailable: false });
    expect((await suggest(admin, order._id)).json().data).toBeNull();
  });

  it('prefers fewest open deliveries, then the nearest, then the name', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const busy = await ctx.loginAs('delivery', { name: 'Aaron Busy' });
    const near = await ctx.loginAs('delivery', { name: 'Zoe Near' });
    const far = await ctx.loginAs('delivery', { name: 'Mia Far' });
    const off = await ctx.loginAs('delivery', { name: 'Abel Off' });
    await call(off, 'PATCH', '/api/delivery/availability', { isAvailable: false });
    await locate(busy, 43.6535, -79.3839); // at the door
    await locate(near, 43.66, -79.39); // about 1 km away
    await locate(far, 45.5017, -73.5673); // Montreal
    await locate(off, 43.6535, -79.3839);
    await assign(admin, (await placeOrder(customer))._id, busy.id);

    const order = await placeOrder(customer, at(43.6535, -79.3839));
    const res = await suggest(admin, order._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      deliveryPersonId: await personIdOf(near),
      name: 'Zoe Near',
      reason: expect.stringMatching(
        /^Available with no open deliveries, 0\.\d km from the delivery address\.$/,
      ),
    });

    // Without coordinates on the order, the name decides between equals.
    const unknownPlace = await placeOrder(customer);
    expect((await suggest(admin, unknownPlace._id)).json().data).toMatchObject({
      name: 'Mia Far',
      reason: 'Available with no open deliveries.',
    });

    // The order being suggested for does not count against its own courier.
    await assign(admin, order._id, near.id);
    expect((await suggest(admin, order._id)).json().data.name).toBe('Zoe Near');
  });

  it('refuses a pickup order with 409 and an unknown order with 404', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const pickup = await placeOrder(customer, { fulfillmentMethod: 'pickup' });
    expect((await suggest(admin, pickup._id)).statusCode).toBe(409);
    expect((await suggest(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('profile, availability and location', () => {
  it('shows my profile and lets me change phone and vehicle, trimmed and bounded', async () => {
    const courier = await ctx.loginAs('delivery', {
      name: 'Didier Habonimana',
      deliveryProfile: { phone: '+1 416 555 0177', vehicle: 'Cargo bike' },
    });
    const profile = (await call(courier, 'GET', '/api/delivery/profile')).json().data;
    expect(profile).toEqual({
      _id: await personIdOf(courier),
      user: { _id: courier.id, name: 'Didier Habonimana', email: courier.email },
      isAvailable: true,
      phone: '+1 416 555 0177',
      vehicle: 'Cargo bike',
      location: null,
      earnings: { total: 0, pending: 0, paid: 0 },
      cashHeld: 0,
    });

    const changed = await call(courier, 'PATCH', '/api/delivery/profile', {
      phone: ' +1 416 555 0100 ',
      vehicle: '  Scooter  ',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ phone: '+1 416 555 0100', vehicle: 'Scooter' });
    const cleared = await call(courier, 'PATCH', '/api/delivery/profile', { vehicle: '' });
    expect(cleared.json().data).toMatchObject({ phone: '+1 416 555 0100', vehicle: null });

    for (const body of [{ vehicle: 'x'.repeat(61) }, { phone: 'call me' }, { vehicle: 12 }]) {
      const res = await call(courier, 'PATCH', '/api/delivery/profile', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.length).toBeGreaterThan(0);
    }
  });

  it('sets availability and refuses anything but a boolean', async () => {
    const courier = await ctx.loginAs('delivery');
    const res = await call(courier, 'PATCH', '/api/delivery/availability', { isAvailable: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isAvailable).toBe(false);
    for (const body of [{}, { isAvailable: 'no' }]) {
      expect((await call(courier, 'PATCH', '/api/delivery/availability', body)).statusCode).toBe(400);
    }
  });

  it('records my location and refuses coordinates out of range with 400', async () => {
    const courier = await ctx.loginAs('delivery');
    const res = await call(courier, 'PATCH', '/api/delivery/location', {
      latitude: -3.3822,
      longitude: 29.3644,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.location).toEqual({
      latitude: -3.3822,
      longitude: 29.3644,
      updatedAt: expect.any(String),
    });
    for (const body of [
      { latitude: 91, longitude: 0 },
      { latitude: -90.5, longitude: 0 },
      { latitude: 0, longitude: 180.1 },
      { latitude: 0, longitude: -181 },
      { latitude: '10', longitude: 0 },
      { latitude: 10 },
    ]) {
      const bad = await call(courier, 'PATCH', '/api/delivery/location', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    const [row] = await ctx.database.db
      .select()
      .from(deliveryPersons)
      .where(eq(deliveryPersons.userId, courier.id));
    expect(row).toMatchObject({ latitude: -3.3822, longitude: 29.3644 });
  });
});

describe('GET /api/delivery/admin/delivery-persons', () => {
  it('lists every courier with open deliveries, earnings, cash held and newest history', async () => {
    const busy = await ctx.loginAs('delivery', { name: 'Beatrice Busy' });
    const idle = await ctx.loginAs('delivery', { name: 'Alain Idle' });
    const a = await assignedOrder(busy, 10);
    const b = await assignedOrder(busy, 7.5);
    await move(busy, a.orderId, 'picked_up');
    await move(busy, a.orderId, 'delivered');
    await pay(a.admin, busy.id, a.orderId);

    const res = await call(a.admin, 'GET', '/api/delivery/admin/delivery-persons');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((p: { user: { name: string } }) => p.user.name)).toEqual(['Alain Idle', 'Beatrice Busy']);
    expect(list[0]).toMatchObject({
      _id: await personIdOf(idle),
      user: { _id: idle.id },
      openDeliveries: 0,
      earnings: { total: 0, pending: 0, paid: 0 },
      cashHeld: 0,
      deliveryHistory: [],
      historyCount: 0,
    });
    expect(list[1]).toMatchObject({
      _id: await personIdOf(busy),
      isAvailable: true,
      openDeliveries: 1,
      earnings: { total: 17.5, pending: 7.5, paid: 10 },
      cashHeld: 29.5,
      historyCount: 2,
    });
    expect(list[1].deliveryHistory).toEqual([
      expect.objectContaining({
        order: expect.objectContaining({ _id: b.orderId }),
        amount: 7.5,
        status: 'pending',
      }),
      expect.objectContaining({
        order: {
          _id: a.orderId,
          number: expect.stringMatching(/^IK-\d+$/),
          status: 'delivered',
          deliveredAt: expect.any(String),
        },
        amount: 10,
        status: 'paid',
        paidAt: expect.any(String),
      }),
    ]);
  });

  it('shows the newest entries on each card, and pages through a courier’s whole history', async () => {
    const courier = await ctx.loginAs('delivery', { name: 'Claude Long' });
    const made = [];
    for (let fee = 1; fee <= ADMIN_HISTORY_PREVIEW + 2; fee += 1)
      made.push(await (fee === 1 ? deliveredOrder : assignedOrder)(courier, fee));
    const admin = made[0]!.admin;
    expect((await pay(admin, courier.id, made[0]!.orderId)).statusCode).toBe(200);

    const [card] = (await call(admin, 'GET', '/api/delivery/admin/delivery-persons')).json().data;
    expect(card.historyCount).toBe(ADMIN_HISTORY_PREVIEW + 2);
    expect(card.deliveryHistory.map((e: { amount: number }) => e.amount)).toEqual(
      Array.from({ length: ADMIN_HISTORY_PREVIEW }, (_, i) => ADMIN_HISTORY_PREVIEW + 2 - i),
    );

    // The oldest entries, off the card, are reached page by page, by person or user _id.
    const history = (id: string, query: string) =>
      call(admin, 'GET', `/api/delivery/admin/delivery-persons/${id}/history?${query}`);
    const last = await history(await personIdOf(courier), `pageSize=${ADMIN_HISTORY_PREVIEW}&page=2`);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({
      success: true,
      total: ADMIN_HISTORY_PREVIEW + 2,
      page: 2,
      totalPages: 2,
    });
    expect(last.json().data.map((e: { amount: number }) => e.amount)).toEqual([2, 1]);
    const paid = (await history(courier.id, 'status=paid')).json();
    expect(paid).toMatchObject({ total: 1, data: [expect.objectContaining({ amount: 1, status: 'paid' })] });

    expect((await history('00000000-0000-4000-8000-000000000000', '')).json()).toEqual({
      success: false,
      error: 'Delivery person not found',
      code: 'not_found',
    });
    for (const query of ['status=lost', 'page=0', 'pageSize=500']) {
      expect((await history(courier.id, query)).statusCode, query).toBe(400);
    }
  });
});

describe('delivery_earning_totals', () => {
  /** Migration 0009's per-courier sums must always equal the earnings they replace. */
  async function totals() {
    const { db } = ctx.database;
    const read = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Json[] }).rows;
    return {
      kept: await read(sql`
        select delivery_person_id::text as person, status::text as status,
               amount_cents::int as cents, entries
        from delivery_earning_totals where entries <> 0 order by 1, 2`),
      actual: await read(sql`
        select delivery_person_id::text as person, status::text as status,
               sum(amount_cents)::int as cents, count(*)::int as entries
        from delivery_earnings group by 1, 2 order by 1, 2`),
    };
  }

  it('follows assignments, re-assignments, payouts and cancellations', async () => {
    const first = await ctx.loginAs('delivery');
    const second = await ctx.loginAs('delivery');
    const check = async () => {
      const { kept, actual } = await totals();
      expect(kept).toEqual(actual);
    };
    const a = await deliveredOrder(first, 10);
    const b = await assignedOrder(first, 12.5);
    await check();
    expect((await assign(a.admin, b.orderId, await personIdOf(second), 8)).statusCode).toBe(200);
    await check();
    expect((await pay(a.admin, first.id, a.orderId)).statusCode).toBe(200);
    await check();
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${b.orderId}`,
      headers: a.admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    await check();
    await ctx.database.db.delete(deliveryEarnings).where(eq(deliveryEarnings.orderId, a.orderId));
    await check();

    const list = (await call(a.admin, 'GET', '/api/delivery/admin/delivery-persons')).json().data;
    const byId = new Map(list.map((p: { user: { _id: string } }) => [p.user._id, p]));
    expect(byId.get(first.id)).toMatchObject({
      earnings: { total: 0, pending: 0, paid: 0 },
      historyCount: 0,
    });
  });
});
