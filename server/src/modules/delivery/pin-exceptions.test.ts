import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import {
  deliveries,
  deliveryPersons,
  deliveryPhotos,
  orderEvents,
  orders,
  outboxMessages,
  pinExceptions,
  users,
} from '../../db/schema/index';
import { handOverPinOf, placeCardOrder, type TestUser, useTestApp } from '../../../test/helpers';
import { multipartBody } from '../../../test/multipart';

/**
 * "Can't get the PIN" (README "Deliveries"): a courier completes a delivery that asks for the PIN
 * with a reason and a photo of the hand-over, through the one life cycle; the admin accepts or
 * disputes it; a PIN that locks e-mails the admins; the cash held counts completed cash orders.
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
  admin = await ctx.loginAs('admin', { name: 'Aline Admin' });
  courier = await ctx.loginAs('delivery', { name: 'Jean Courier' });
  customer = await ctx.loginAs('customer');
});

const call = (user: TestUser, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const cart = (product: { id: string }) => ({
  products: [{ product: product.id, quantity: 1 }],
  delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
});

async function cashOrder(): Promise<string> {
  const res = await call(customer, 'POST', '/api/orders', { ...cart(bag), payment: { method: 'cash' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}

async function personOf(user: TestUser): Promise<string> {
  const [person] = await ctx.database.db
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .where(eq(deliveryPersons.userId, user.id));
  if (person) return person.id;
  await call(user, 'GET', '/api/delivery/profile');
  return personOf(user);
}

/** Assigned to `who` and picked up: at the door. */
async function atTheDoor(orderId: string, who = courier) {
  const assigned = await call(admin, 'PATCH', `/api/delivery/admin/orders/${orderId}/assign`, {
    deliveryPersonId: await personOf(who),
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const picked = await call(who, 'PATCH', `/api/delivery/orders/${orderId}/status`, { status: 'picked_up' });
  expect(picked.statusCode, picked.body).toBe(200);
}

const jpeg = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#6b3e26' } })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCo' } } })
    .jpeg()
    .toBuffer();

function upload(user: TestUser, orderId: string, content: Buffer, type = 'image/jpeg') {
  const body = multipartBody({ field: 'file', content, filename: 'door.jpg', type });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/delivery/orders/${orderId}/photos`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

async function photoOf(orderId: string, user = courier): Promise<string> {
  const res = await upload(user, orderId, await jpeg());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}

const deliverWithout = (orderId: string, exception: object, user = courier) =>
  call(user, 'PATCH', `/api/delivery/orders/${orderId}/status`, {
    status: 'delivered',
    pinException: exception,
  });

const eventsOf = (orderId: string) =>
  ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

describe('delivering without the PIN', () => {
  it('completes a cash order with a reason and a photo, in one move, and collects the cash', async () => {
    const orderId = await cashOrder();
    await atTheDoor(orderId);
    const photoId = await photoOf(orderId);
    // The stored file is a WebP without the phone's metadata.
    const served = await call(admin, 'GET', `/api/admin/delivery-photos/${photoId}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();

    const done = await deliverWithout(orderId, { reason: 'customer_forgot', photoId });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
    const [delivery] = await ctx.database.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
    expect(delivery).toMatchObject({ status: 'delivered', cashCollectedCents: expect.any(Number) });
    const events = await eventsOf(orderId);
    const exception = events.find((event) => event.type === 'pin_exception');
    expect(exception).toMatchObject({
      actorRole: 'delivery',
      reason: 'customer_forgot',
      data: expect.objectContaining({ photoId, reason: 'customer_forgot', pinLocked: false }),
    });
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['delivered', 'cash_collected', 'invoiced', 'pin_exception']),
    );
    const earnings = (await call(courier, 'GET', '/api/delivery/earnings')).json().data;
    expect(earnings.cashHeld).toBe(delivery!.cashCollectedCents! / 100);

    const list = (await call(admin, 'GET', '/api/admin/pin-exceptions')).json();
    expect(list).toMatchObject({ success: true, total: 1, page: 1 });
    expect(list.data[0]).toMatchObject({
      order: { _id: orderId, number: expect.stringMatching(/^IK-\d+$/) },
      courier: { name: 'Jean Courier' },
      reason: 'customer_forgot',
      photoId,
      pinLocked: false,
      status: 'pending',
      decidedAt: null,
    });
  });

  it('completes a card order of a sack (which asks for the PIN) and collects nothing', async () => {
    const orderId = await placeCardOrder(ctx.app, customer, cart(sack));
    await atTheDoor(orderId);
    const photoId = await photoOf(orderId);
    const done = await deliverWithout(orderId, { reason: 'someone_else_received', photoId });
    expect(done.statusCode, done.body).toBe(200);
    const [delivery] = await ctx.database.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
    expect(delivery?.cashCollectedCents).toBeNull();
    expect((await call(courier, 'GET', '/api/delivery/earnings')).json().data.cashHeld).toBe(0);
    expect(await ctx.database.db.select().from(pinExceptions)).toHaveLength(1);
  });

  it('is allowed once the PIN is locked, and says so to the admin', async () => {
    const orderId = await cashOrder();
    const pin = (await handOverPinOf(ctx.app.db, orderId))!;
    await atTheDoor(orderId);
    const wrong = String((Number(pin) + 1) % 10_000).padStart(4, '0');
    for (let i = 0; i < 5; i += 1)
      await call(courier, 'PATCH', `/api/delivery/orders/${orderId}/status`, {
        status: 'delivered',
        pin: wrong,
      });
    const photoId = await photoOf(orderId);
    const done = await deliverWithout(orderId, { reason: 'customer_no_phone', photoId });
    expect(done.statusCode, done.body).toBe(200);
    const list = (await call(admin, 'GET', '/api/admin/pin-exceptions?status=pending')).json();
    expect(list.data[0]).toMatchObject({ pinLocked: true, reason: 'customer_no_phone' });
  });

  it('refuses what is not the courier’s, not an image, or not complete, writing nothing', async () => {
    const orderId = await cashOrder();
    await atTheDoor(orderId);
    const other = await ctx.loginAs('delivery', { name: 'Other Courier' });
    await personOf(other);

    // Another courier's order, and a customer: no photo, no move.
    expect((await upload(other, orderId, await jpeg())).statusCode).toBe(404);
    expect((await upload(customer, orderId, await jpeg())).statusCode).toBe(403);
    // Not an image by its content, whatever it says it is.
    const fake = await upload(courier, orderId, Buffer.from('GIF89a not really a picture'), 'image/jpeg');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'image_invalid' });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect((await upload(courier, orderId, gif, 'image/gif')).json()).toMatchObject({
      code: 'image_invalid',
    });
    // Over 10 MB: refused while it is read (413), before any image work.
    const huge = await upload(courier, orderId, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(await ctx.database.db.select().from(deliveryPhotos)).toHaveLength(0);

    const photoId = await photoOf(orderId);
    const eventsBefore = (await eventsOf(orderId)).length;
    // No reason, an unknown one, no photo: 400 with the field named.
    for (const body of [{ photoId }, { reason: 'tired', photoId }, { reason: 'other' }]) {
      const res = await deliverWithout(orderId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    // A photo of another order, or another courier's move on this one.
    const second = await cashOrder();
    await atTheDoor(second);
    const otherPhoto = await photoOf(second);
    expect((await deliverWithout(orderId, { reason: 'other', photoId: otherPhoto })).json()).toMatchObject({
      code: 'pin_exception_photo',
    });
    expect((await deliverWithout(orderId, { reason: 'other', photoId }, other)).statusCode).toBe(422);
    expect((await deliverWithout(orderId, { reason: 'other', photoId }, customer)).statusCode).toBe(403);

    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('shipped');
    expect(await eventsOf(orderId)).toHaveLength(eventsBefore);
    expect(await ctx.database.db.select().from(pinExceptions)).toHaveLength(0);

    // A delivery that asks for no PIN takes no exception.
    const card = await placeCardOrder(ctx.app, customer, cart(bag));
    await atTheDoor(card);
    const cardPhoto = await photoOf(card);
    const needless = await deliverWithout(card, { reason: 'other', photoId: cardPhoto });
    expect(needless.statusCode).toBe(409);
    expect(needless.json()).toMatchObject({ code: 'pin_exception_not_needed' });
    // Photos are the admin's to read, not a courier's.
    expect((await call(courier, 'GET', `/api/admin/delivery-photos/${cardPhoto}`)).statusCode).toBe(403);
  });
});

describe('the admin’s review', () => {
  async function exception(): Promise<{ id: string; orderId: string }> {
    const orderId = await cashOrder();
    await atTheDoor(orderId);
    const photoId = await photoOf(orderId);
    expect((await deliverWithout(orderId, { reason: 'other', photoId })).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(pinExceptions)
      .where(eq(pinExceptions.orderId, orderId));
    return { id: row!.id, orderId };
  }

  it('accepts once, as an order event', async () => {
    const { id, orderId } = await exception();
    const accepted = await call(admin, 'POST', `/api/admin/pin-exceptions/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', decidedBy: 'Aline Admin', note: null });
    const again = await call(admin, 'POST', `/api/admin/pin-exceptions/${id}/dispute`, { note: 'late' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'pin_exception_decided' });
    const types = (await eventsOf(orderId)).map((event) => event.type);
    expect(types.filter((type) => type.startsWith('pin_exception_'))).toEqual(['pin_exception_accepted']);
    const activity = await call(admin, 'GET', `/api/admin/orders/${orderId}/activity`);
    expect(activity.json().data.map((entry: { summary: string }) => entry.summary)).toContain(
      'Hand-over without the PIN accepted by Aline Admin',
    );
  });

  it('disputes with a note, once, whoever tries at the same time', async () => {
    const { id, orderId } = await exception();
    expect((await call(admin, 'POST', `/api/admin/pin-exceptions/${id}/dispute`, {})).statusCode).toBe(400);
    expect(
      (await call(admin, 'POST', `/api/admin/pin-exceptions/${id}/dispute`, { note: ' ' })).statusCode,
    ).toBe(400);
    const results = await Promise.all([
      call(admin, 'POST', `/api/admin/pin-exceptions/${id}/dispute`, { note: 'The photo shows no door' }),
      call(admin, 'POST', `/api/admin/pin-exceptions/${id}/accept`),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const decided = (await eventsOf(orderId)).filter((event) => event.type.startsWith('pin_exception_'));
    expect(decided).toHaveLength(1);
    const list = (await call(admin, 'GET', '/api/admin/pin-exceptions?status=pending')).json();
    expect(list.total).toBe(0);
    expect((await call(admin, 'GET', '/api/admin/pin-exceptions?status=lost')).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/admin/pin-exceptions/nope/accept')).statusCode).toBe(404);
    expect((await call(courier, 'GET', '/api/admin/pin-exceptions')).statusCode).toBe(403);
    expect((await call(customer, 'POST', `/api/admin/pin-exceptions/${id}/accept`)).statusCode).toBe(403);
  });
});

describe('the lock alert', () => {
  it('queues one e-mail per admin, in their language, when the fifth wrong PIN locks', async () => {
    const french = await ctx.loginAs('admin', { name: 'Fanny Admin' });
    await ctx.database.db.update(users).set({ preferredLocale: 'fr-CA' }).where(eq(users.id, french.id));
    const orderId = await cashOrder();
    const pin = (await handOverPinOf(ctx.app.db, orderId))!;
    await atTheDoor(orderId);
    const wrong = String((Number(pin) + 1) % 10_000).padStart(4, '0');
    const tryWrong = () =>
      call(courier, 'PATCH', `/api/delivery/orders/${orderId}/status`, { status: 'delivered', pin: wrong });
    for (let i = 0; i < 4; i += 1) await tryWrong();
    await ctx.app.mail.projectOrderEvents();
    const alerts = async () =>
      (await ctx.database.db.select().from(outboxMessages)).filter((row) => row.kind === 'staff_pin_locked');
    expect(await alerts()).toHaveLength(0);

    expect((await tryWrong()).json()).toMatchObject({ code: 'pin_locked' });
    await ctx.app.mail.projectOrderEvents();
    await ctx.app.mail.projectOrderEvents();
    const rows = await alerts();
    expect(rows.map((row) => row.toAddress).sort()).toEqual([admin.email, french.email].sort());
    const number = (await call(admin, 'GET', `/api/admin/orders/${orderId}`)).json().data.number;
    const subjects = new Map(rows.map((row) => [row.toAddress, row.subject]));
    expect(subjects.get(admin.email)).toBe(`Hand-over PIN locked on order ${number}`);
    expect(subjects.get(french.email)).toBe(`NIP de remise bloqué pour la commande ${number}`);
    const message = await ctx.app.mail.get(rows.find((row) => row.toAddress === admin.email)!.id);
    expect(message?.text).toContain('Jean Courier typed a wrong hand-over PIN 5 times');
  });
});

describe('the cash a courier holds', () => {
  it('counts only cash orders delivered with the cash collected', async () => {
    const delivered = await cashOrder();
    await atTheDoor(delivered);
    const pin = (await handOverPinOf(ctx.app.db, delivered))!;
    const done = await call(courier, 'PATCH', `/api/delivery/orders/${delivered}/status`, {
      status: 'delivered',
      pin,
    });
    expect(done.statusCode, done.body).toBe(200);
    const collected = done.json().data.totalAmount as number;

    // On the way: nothing collected yet.
    const onTheWay = await cashOrder();
    await atTheDoor(onTheWay);
    // A card order: nothing to collect at the door.
    const card = await placeCardOrder(ctx.app, customer, cart(bag));
    await atTheDoor(card);
    expect(
      (await call(courier, 'PATCH', `/api/delivery/orders/${card}/status`, { status: 'delivered' }))
        .statusCode,
    ).toBe(200);
    // Figures left on rows that are no completed cash order (older data, a hand edit) are no cash held.
    await ctx.database.db
      .update(deliveries)
      .set({ cashCollectedCents: 1234 })
      .where(eq(deliveries.orderId, onTheWay));
    await ctx.database.db
      .update(deliveries)
      .set({ cashCollectedCents: 999 })
      .where(eq(deliveries.orderId, card));

    const earnings = (await call(courier, 'GET', '/api/delivery/earnings')).json().data;
    expect(earnings.cashHeld).toBe(collected);
    expect((await call(courier, 'GET', '/api/delivery/profile')).json().data.cashHeld).toBe(collected);
    const settle = await call(
      admin,
      'PATCH',
      `/api/delivery/admin/delivery-persons/${courier.id}/cash-received`,
    );
    expect(settle.json().data.settled).toBe(collected);
    expect((await call(courier, 'GET', '/api/delivery/earnings')).json().data.cashHeld).toBe(0);
  });
});
