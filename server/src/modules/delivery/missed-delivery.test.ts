import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import {
  deliveryEarnings,
  deliveryPersons,
  orderEvents,
  outboxMessages,
  products,
} from '../../db/schema/index';
import sharp from 'sharp';
import { handOverPinOf, placeCardOrder, type TestUser, useTestApp } from '../../../test/helpers';
import { multipartBody } from '../../../test/multipart';

/**
 * A delivery the courier could not make (README "Deliveries"): the courier says why, the order
 * goes back to the shop's dispatch queue as "delivery failed" with its stock still set aside, the
 * customer is sent a "we missed you" e-mail and chooses another day or a pickup, the shop hears
 * of a second miss, and all of it goes through the one life cycle with its events.
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
let admin: TestUser;
let courier: TestUser;
let otherCourier: TestUser;
let customer: TestUser;
let stranger: TestUser;

beforeEach(async () => {
  bag = await createProduct(ctx.database.db, {
    name: 'Kayanza Powder',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 50,
  });
  admin = await ctx.loginAs('admin');
  courier = await ctx.loginAs('delivery', { name: 'Jean Courier' });
  otherCourier = await ctx.loginAs('delivery', { name: 'Aline Other' });
  customer = await ctx.loginAs('customer');
  stranger = await ctx.loginAs('customer');
});

const call = (user: TestUser, method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

async function personOf(user: TestUser): Promise<string> {
  const [person] = await ctx.database.db
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .where(eq(deliveryPersons.userId, user.id));
  return person!.id;
}

async function cashOrder(): Promise<string> {
  const res = await call(customer, 'POST', '/api/orders', {
    products: [{ product: bag.id, quantity: 2 }],
    delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
    payment: { method: 'cash' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}

async function assign(orderId: string, to = courier) {
  const res = await call(admin, 'PATCH', `/api/delivery/admin/orders/${orderId}/assign`, {
    deliveryPersonId: await personOf(to),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function atTheDoor(orderId: string, by = courier) {
  await assign(orderId, by);
  const picked = await call(by, 'PATCH', `/api/delivery/orders/${orderId}/status`, { status: 'picked_up' });
  expect(picked.statusCode, picked.body).toBe(200);
}

const fail = (orderId: string, body: object = { reason: 'not_home' }, by = courier) =>
  call(by, 'PATCH', `/api/delivery/orders/${orderId}/status`, { status: 'failed', ...body });

const stockOf = async () =>
  (await ctx.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, bag.id)))[0]!
    .stock;

const eventsOf = async (orderId: string) =>
  (await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map(
    (event) => event.type,
  );

async function mailsOf(orderId: string, kind: string) {
  await ctx.app.mail.projectOrderEvents();
  return ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.orderId, orderId), eq(outboxMessages.kind, kind)));
}

describe('a failed delivery', () => {
  it('goes back to dispatch as delivery failed, keeps the stock, and tells the customer', async () => {
    const orderId = await cashOrder();
    const stockPlaced = await stockOf();
    await atTheDoor(orderId);

    const failed = await fail(orderId, { reason: 'not_home', note: 'Rang twice, left a card' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toMatchObject({ status: 'processing', delivery: { status: 'failed' } });
    expect(await stockOf()).toBe(stockPlaced);

    const order = (await call(customer, 'GET', `/api/orders/${orderId}`)).json().data;
    expect(order).toMatchObject({
      status: 'processing',
      paymentStatus: 'pending',
      canReschedule: true,
      canAssign: true,
      delivery: { status: 'failed' },
      missedDelivery: { attempts: 1, reason: 'not_home', rescheduledFor: null },
    });
    expect(order.timeline.at(-1)).toMatchObject({
      kind: 'delivery_missed',
      facts: { reason: 'not_home' },
      label: 'We could not deliver: Nobody was home',
    });

    const [event] = await ctx.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'delivery_failed')));
    expect(event).toMatchObject({ fromStatus: 'shipped', toStatus: 'processing', reason: 'not_home' });
    expect(event!.data).toMatchObject({
      attempt: 1,
      note: 'Rang twice, left a card',
      courierName: 'Jean Courier',
    });

    const [mail] = await mailsOf(orderId, 'delivery_missed');
    expect(mail).toMatchObject({
      toAddress: customer.email,
      subject: `We missed you: order ${order.number}`,
    });
    // Once: the shop hears of a second miss only.
    expect(await mailsOf(orderId, 'staff_delivery_failed')).toHaveLength(0);
  });

  it('refuses a failure without a reason, before pick-up, or by another courier, changing nothing', async () => {
    const orderId = await cashOrder();
    await assign(orderId);
    const early = await fail(orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'move_not_allowed' });

    await call(courier, 'PATCH', `/api/delivery/orders/${orderId}/status`, { status: 'picked_up' });
    const noReason = await fail(orderId, {});
    expect(noReason.statusCode).toBe(400);
    const badReason = await fail(orderId, { reason: 'raining' });
    expect(badReason.statusCode).toBe(400);
    const longNote = await fail(orderId, { reason: 'unsafe', note: 'x'.repeat(501) });
    expect(longNote.statusCode).toBe(400);
    const notMine = await fail(orderId, { reason: 'not_home' }, otherCourier);
    expect(notMine.statusCode).toBe(404);
    const byCustomer = await call(customer, 'PATCH', `/api/delivery/orders/${orderId}/status`, {
      status: 'failed',
      reason: 'not_home',
    });
    expect(byCustomer.statusCode).toBe(403);

    expect(await eventsOf(orderId)).not.toContain('delivery_failed');
    const order = (await call(admin, 'GET', `/api/orders/${orderId}`)).json().data;
    expect(order).toMatchObject({
      status: 'shipped',
      delivery: { status: 'picked_up' },
      missedDelivery: null,
    });
  });

  it('is rescheduled by the customer to a day offered, then assigned again and delivered with the PIN', async () => {
    const orderId = await cashOrder();
    await atTheDoor(orderId);
    await fail(orderId);

    const days = await call(customer, 'GET', `/api/orders/${orderId}/delivery-days`);
    expect(days.statusCode, days.body).toBe(200);
    const offered = days.json().data.days as string[];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))).toBe(true);

    const past = await call(customer, 'POST', `/api/orders/${orderId}/reschedule`, { date: '2020-01-01' });
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({ code: 'day_not_offered' });
    const notADay = await call(customer, 'POST', `/api/orders/${orderId}/reschedule`, { date: 'tomorrow' });
    expect(notADay.statusCode).toBe(400);
    const notTheirs = await call(stranger, 'POST', `/api/orders/${orderId}/reschedule`, { date: offered[0] });
    expect(notTheirs.statusCode).toBe(404);

    const chosen = await call(customer, 'POST', `/api/orders/${orderId}/reschedule`, { date: offered[1] });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data).toMatchObject({
      status: 'processing',
      canReschedule: true,
      missedDelivery: { rescheduledFor: offered[1] },
    });
    expect(chosen.json().data.timeline.at(-1)).toMatchObject({
      kind: 'rescheduled',
      facts: { day: offered[1] },
    });

    // The shop assigns it again (to another courier): a new attempt, the choice closed.
    await atTheDoor(orderId, otherCourier);
    const again = (await call(customer, 'GET', `/api/orders/${orderId}`)).json().data;
    expect(again).toMatchObject({
      status: 'shipped',
      canReschedule: false,
      delivery: { status: 'picked_up' },
    });
    expect((await call(customer, 'GET', `/api/orders/${orderId}/delivery-days`)).json().data.days).toEqual(
      [],
    );
    const late = await call(customer, 'POST', `/api/orders/${orderId}/pickup-instead`);
    expect(late.statusCode).toBe(409);

    const pin = (await handOverPinOf(ctx.app.db, orderId))!;
    const done = await call(otherCourier, 'PATCH', `/api/delivery/orders/${orderId}/status`, {
      status: 'delivered',
      pin,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
    // The first courier's unpaid fee went with the delivery; the second's is theirs.
    const earnings = await ctx.database.db
      .select()
      .from(deliveryEarnings)
      .where(eq(deliveryEarnings.orderId, orderId));
    expect(earnings.map((row) => row.deliveryPersonId)).toEqual([await personOf(otherCourier)]);
  });

  it('switches to a pickup the shop hands over at the counter, cash taken by the shop', async () => {
    const orderId = await cashOrder();
    await atTheDoor(orderId);
    const failed = await fail(orderId, { reason: 'wrong_address' });
    const totalBefore = failed.json().data.totalAmount;

    const other = await call(stranger, 'POST', `/api/orders/${orderId}/pickup-instead`);
    expect(other.statusCode).toBe(404);
    const switched = await call(customer, 'POST', `/api/orders/${orderId}/pickup-instead`);
    expect(switched.statusCode, switched.body).toBe(200);
    const order = switched.json().data;
    expect(order).toMatchObject({
      status: 'processing',
      canReschedule: false,
      canAssign: false,
      delivery: { fulfillmentMethod: 'pickup', pickupAddress: { city: expect.any(String) } },
    });
    // The fee stays paid for the attempt; the total does not change.
    expect(order.totalAmount).toBe(totalBefore);
    expect(order.deliveryFee).toBeGreaterThan(0);
    expect(order.timeline.at(-1)).toMatchObject({ kind: 'switched_to_pickup' });
    const twice = await call(customer, 'POST', `/api/orders/${orderId}/pickup-instead`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'move_not_allowed' });
    const assignAgain = await call(admin, 'PATCH', `/api/delivery/admin/orders/${orderId}/assign`, {
      deliveryPersonId: await personOf(courier),
    });
    expect(assignAgain.statusCode).toBe(409);

    const handed = await call(admin, 'PUT', `/api/admin/orders/${orderId}`, { status: 'delivered' });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().data).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
    const earnings = await ctx.database.db
      .select()
      .from(deliveryEarnings)
      .where(eq(deliveryEarnings.orderId, orderId));
    expect(earnings).toEqual([]);
  });

  it('tells the shop from the second miss, and a cancellation gives the stock back', async () => {
    const orderId = await cashOrder();
    const before = await stockOf();
    await atTheDoor(orderId);
    await fail(orderId, { reason: 'not_home' });
    await atTheDoor(orderId);
    const second = await fail(orderId, { reason: 'refused' });
    expect(second.statusCode, second.body).toBe(200);

    const order = (await call(admin, 'GET', `/api/orders/${orderId}`)).json().data;
    expect(order.missedDelivery).toMatchObject({ attempts: 2, reason: 'refused' });
    const [staff] = await mailsOf(orderId, 'staff_delivery_failed');
    expect(staff?.subject).toBe(`Order ${order.number} missed 2 times`);
    expect(await mailsOf(orderId, 'delivery_missed')).toHaveLength(2);

    const cancelled = await call(admin, 'PUT', `/api/admin/orders/${orderId}`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf()).toBe(before + 2);
  });

  it('keeps a photo of the door the courier took, for the shop only', async () => {
    const orderId = await cashOrder();
    await atTheDoor(orderId);
    const content = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3b2a20' } })
      .jpeg()
      .toBuffer();
    const uploadBy = async (user: TestUser) => {
      const body = multipartBody({ field: 'file', content, filename: 'door.jpg', type: 'image/jpeg' });
      return ctx.app.inject({
        method: 'POST',
        url: `/api/delivery/orders/${orderId}/photos`,
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const uploaded = await uploadBy(courier);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photoId = uploaded.json().data._id as string;

    // Another order's photo, or none that exists: refused, nothing changes.
    const unknown = await fail(orderId, {
      reason: 'not_home',
      photoId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'delivery_photo_unknown' });
    expect(await eventsOf(orderId)).not.toContain('delivery_failed');

    const failed = await fail(orderId, { reason: 'not_home', photoId });
    expect(failed.statusCode, failed.body).toBe(200);
    const seen = (await call(admin, 'GET', `/api/orders/${orderId}`)).json().data;
    expect(seen.missedDelivery).toMatchObject({ reason: 'not_home', photoId });
    const photo = await call(admin, 'GET', `/api/admin/delivery-photos/${photoId}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    expect((await call(customer, 'GET', `/api/admin/delivery-photos/${photoId}`)).statusCode).toBe(403);
  });

  it('on a card order goes through the same steps, and the courier list keeps it a day', async () => {
    const orderId = await placeCardOrder(ctx.app, customer, {
      products: [{ product: bag.id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
    });
    await atTheDoor(orderId);
    const failed = await fail(orderId, { reason: 'unsafe' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toMatchObject({ status: 'processing', paymentStatus: 'completed' });
    const list = (await call(courier, 'GET', '/api/delivery/orders')).json().data as { _id: string }[];
    expect(list.map((order) => order._id)).toContain(orderId);
    // Picked up again by nobody: delivering it now is refused.
    const deliver = await call(courier, 'PATCH', `/api/delivery/orders/${orderId}/status`, {
      status: 'delivered',
    });
    expect(deliver.statusCode).toBe(409);
  });
});
