import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { deliveryPersons, pushMessages, pushSubscriptions, users } from '../../db/schema/index';
import { type TestUser, useTestApp } from '../../../test/helpers';
import { type PushStandIn, startPushStandIn } from '../../../test/push-service';

/**
 * Web Push to couriers (decision 020) against a local push service over HTTPS that decrypts each
 * payload with the subscription's private key, as the phone would (RFC 8291).
 */
let pushService: PushStandIn;
beforeAll(async () => {
  pushService = await startPushStandIn();
});
afterAll(async () => {
  await pushService.close();
});

const ctx = useTestApp(() => ({ PUSH_CA_FILE: pushService.caFile }));

const address = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};

let bag: { id: string };
beforeEach(async () => {
  pushService.messages.length = 0;
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
const call = (user: TestUser, method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Json) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload }) });

async function personIdOf(user: TestUser): Promise<string> {
  const [row] = await ctx.database.db
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .where(eq(deliveryPersons.userId, user.id));
  return row!.id;
}

async function placedOrder() {
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
  return placed.json().data as { _id: string; number: string };
}

const assign = async (admin: TestUser, orderId: string, courier: TestUser) =>
  expect(
    (
      await call(admin, 'PATCH', `/api/delivery/admin/orders/${orderId}/assign`, {
        deliveryPersonId: await personIdOf(courier),
      })
    ).statusCode,
  ).toBe(200);

async function subscribed(courier: TestUser, name: string) {
  const subscription = pushService.subscription(name);
  const res = await call(courier, 'PUT', '/api/delivery/push/subscription', subscription);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toEqual({ subscribed: true });
  return subscription;
}

describe('push to couriers', () => {
  it('tells a subscribed courier of a new order once, signed with the shop’s VAPID key', async () => {
    const admin = await ctx.loginAs('admin');
    const courier = await ctx.loginAs('delivery');
    await subscribed(courier, 'phone-a');
    const order = await placedOrder();
    await assign(admin, order._id, courier);

    expect(await ctx.app.jobs.runPushOnce()).toEqual({ written: 1, sent: 1, failed: 0 });
    expect(pushService.messages).toHaveLength(1);
    const [message] = pushService.messages;
    expect(message!.path).toBe('/push/phone-a');
    expect(message!.payload).toMatchObject({
      title: `New order ${order.number}`,
      body: 'Assigned to you: deliver to 123 Queen Street West, Toronto.',
      kind: 'assigned',
      orderId: order._id,
      url: '/delivery/orders',
    });
    expect(message!.headers.ttl).toBeDefined();
    expect(message!.headers.urgency).toBe('high');
    // The key the app subscribes with is the one that signs.
    const key = (await call(courier, 'GET', '/api/delivery/push/key')).json().data.publicKey;
    expect(message!.vapid.key).toBe(key);
    expect(message!.vapid.claims).toMatchObject({
      aud: pushService.url,
      sub: expect.stringMatching(/^mailto:/),
    });

    // Nothing twice.
    expect(await ctx.app.jobs.runPushOnce()).toEqual({ written: 0, sent: 0, failed: 0 });
    expect(pushService.messages).toHaveLength(1);
  });

  it('tells the courier an order was taken away, the new one it is theirs, and of a cancellation', async () => {
    const admin = await ctx.loginAs('admin');
    const first = await ctx.loginAs('delivery');
    const second = await ctx.loginAs('delivery');
    // The second courier reads French: the notification is written in the courier's language.
    await ctx.database.db.update(users).set({ preferredLocale: 'fr-CA' }).where(eq(users.id, second.id));
    await subscribed(first, 'phone-first');
    await subscribed(second, 'phone-second');
    const order = await placedOrder();
    await assign(admin, order._id, first);
    await assign(admin, order._id, second);
    const cancelled = await call(admin, 'PUT', `/api/admin/orders/${order._id}`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);

    expect(await ctx.app.jobs.runPushOnce()).toMatchObject({ written: 4, sent: 4 });
    const seen = pushService.messages.map((m) => [m.path, m.payload.kind, m.payload.title]);
    expect(seen).toEqual([
      ['/push/phone-first', 'assigned', `New order ${order.number}`],
      ['/push/phone-second', 'assigned', `Nouvelle commande ${order.number}`],
      ['/push/phone-first', 'reassigned', `Order ${order.number} went to another courier`],
      ['/push/phone-second', 'cancelled', `La commande ${order.number} a été annulée`],
    ]);
  });

  it('forgets a subscription the push service says is gone, and tells no one without one', async () => {
    const admin = await ctx.loginAs('admin');
    const courier = await ctx.loginAs('delivery');
    const silent = await ctx.loginAs('delivery');
    await subscribed(courier, 'phone-gone');
    pushService.answer('/push/phone-gone', 410);
    await assign(admin, (await placedOrder())._id, courier);
    await assign(admin, (await placedOrder())._id, silent);

    expect(await ctx.app.jobs.runPushOnce()).toEqual({ written: 1, sent: 1, failed: 0 });
    expect(await ctx.database.db.select().from(pushSubscriptions)).toEqual([]);
    expect(await ctx.database.db.select().from(pushMessages)).toHaveLength(1);
  });

  it('retries a push service that fails, later', async () => {
    const admin = await ctx.loginAs('admin');
    const courier = await ctx.loginAs('delivery');
    await subscribed(courier, 'phone-busy');
    pushService.answer('/push/phone-busy', 503);
    await assign(admin, (await placedOrder())._id, courier);

    expect(await ctx.app.jobs.runPushOnce()).toEqual({ written: 1, sent: 0, failed: 0 });
    const [row] = await ctx.database.db.select().from(pushMessages);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/503/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });

  it('stops when the courier turns it off', async () => {
    const admin = await ctx.loginAs('admin');
    const courier = await ctx.loginAs('delivery');
    const subscription = await subscribed(courier, 'phone-off');
    const off = await call(courier, 'DELETE', '/api/delivery/push/subscription', {
      endpoint: subscription.endpoint,
    });
    expect(off.json().data).toEqual({ subscribed: false });
    await assign(admin, (await placedOrder())._id, courier);
    expect(await ctx.app.jobs.runPushOnce()).toEqual({ written: 0, sent: 0, failed: 0 });
  });

  it('refuses a subscription that is not one, with a sentence, and anyone but a courier', async () => {
    const courier = await ctx.loginAs('delivery');
    const customer = await ctx.loginAs('customer');
    const good = pushService.subscription('phone-check');
    const http = await call(courier, 'PUT', '/api/delivery/push/subscription', {
      ...good,
      endpoint: 'http://push.example/abc',
    });
    expect(http.statusCode).toBe(400);
    expect(http.json()).toMatchObject({ code: 'validation_failed' });
    expect(JSON.stringify(http.json().details)).toContain('The push address must be an https:// URL');
    const badKey = await call(courier, 'PUT', '/api/delivery/push/subscription', {
      ...good,
      keys: { ...good.keys, p256dh: 'short' },
    });
    expect(badKey.statusCode).toBe(400);
    expect((await call(customer, 'PUT', '/api/delivery/push/subscription', good)).statusCode).toBe(403);
    expect((await call(customer, 'GET', '/api/delivery/push/key')).statusCode).toBe(403);
  });
});
