import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createProduct, createUser } from '../../db/factories';
import { orders, payments, products } from '../../db/schema/index';
import { createTestDatabase, resetDatabase, testConfig } from '../../../test/helpers';
import { StripeStandIn } from '../../../test/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_ikawa_0123456789';
const standIn = new StripeStandIn();
let app: App;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let headers: { authorization: string };
let bag: { id: string };
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  const base = await standIn.start();
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({
      STRIPE_SECRET_KEY: 'sk_test_ikawa',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_ikawa',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: base,
    }),
    database,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
  await standIn.stop();
});
beforeEach(async () => {
  await resetDatabase(database);
  bag = await createProduct(database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 5,
  });
  const user = await createUser(database.db, {
    name: 'Card Payer',
    email: 'payer@example.com',
    password: 'payer-password',
  });
  headers = { authorization: `Bearer ${app.signToken(user)}` };
});

const orderData = (quantity: number) => ({
  products: [{ product: bag.id, quantity }],
  delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
  payment: { method: 'stripe' },
});

async function createIntent(quantity = 2) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/create-intent',
    headers: { ...headers, 'idempotency-key': `key-${quantity}-${Date.now()}` },
    payload: { amount: 0.5, orderData: orderData(quantity) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    paymentIntentId: string;
    clientSecret: string;
    amount: number;
    provider: string;
  };
}

function webhook(intentId: string, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: 'evt_test_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId, object: 'payment_intent' } },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('Stripe provider (against a local stand-in of its API)', () => {
  it('publishes the publishable key and opens an intent for the server’s amount in CAD', async () => {
    expect((await app.inject({ url: '/api/payments/config' })).json().data).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_ikawa',
    });
    const intent = await createIntent(2);
    expect(intent).toMatchObject({
      provider: 'stripe',
      amount: 39,
      clientSecret: expect.stringContaining('_secret_'),
    });
    const call = standIn.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
    expect(call?.body.get('amount')).toBe('3900');
    expect(call?.body.get('currency')).toBe('cad');
    expect(call?.idempotencyKey).toMatch(/^ikawa-intent-/);
  });

  it('makes the order from the signed webhook, and the browser’s confirm finds it made', async () => {
    const intent = await createIntent(2);
    standIn.succeed(intent.paymentIntentId);
    const hook = await webhook(intent.paymentIntentId);
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toEqual({ received: true });
    const made = await database.db.select().from(orders);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      paymentStatus: 'completed',
      paymentMethod: 'stripe',
      paymentIntentId: intent.paymentIntentId,
    });
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/payments/confirm-payment',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId },
    });
    expect(confirm.json().data._id).toBe(made[0]?.id);
    expect(await webhook(intent.paymentIntentId).then((r) => r.statusCode)).toBe(200);
    expect(await database.db.select().from(orders)).toHaveLength(1);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const intent = await createIntent(1);
    standIn.succeed(intent.paymentIntentId);
    const res = await webhook(intent.paymentIntentId, 'whsec_wrong_secret');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Webhook signature verification failed',
      code: 'validation_failed',
    });
    expect(await database.db.select().from(orders)).toHaveLength(0);
  });

  it('refuses a signed but malformed event with a 400 (a fuzzing finding)', async () => {
    for (const event of [
      { id: 'evt_1', object: 'event', type: 'payment_intent.succeeded' },
      { id: 'evt_2', object: 'event', type: 'payment_intent.succeeded', data: null },
      { id: 'evt_3', object: 'event', type: 'payment_intent.succeeded', data: { object: 'pi_1' } },
      { id: 'evt_4', object: 'event', data: { object: { id: 'pi_1', object: 'payment_intent' } } },
      [1, 2, 3],
    ]) {
      const payload = JSON.stringify(event);
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'validation_failed' });
    }
    expect(await database.db.select().from(orders)).toHaveLength(0);
  });

  it('refuses a signed event whose intent id holds a NUL character with a 400, changing nothing', async () => {
    const intent = await createIntent(1);
    standIn.succeed(intent.paymentIntentId);
    for (const intentId of [`${intent.paymentIntentId}\u0000`, '\u0000', 'pi_\u0000_1']) {
      const res = await webhook(intentId);
      expect(res.statusCode, JSON.stringify(intentId)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'Text must not contain NUL characters.',
        code: 'validation_failed',
      });
    }
    expect(await database.db.select().from(orders)).toHaveLength(0);
    const [record] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, intent.paymentIntentId));
    expect(record?.state).toBe('open');
  });

  it('does not believe the browser: an unpaid intent makes no order', async () => {
    const intent = await createIntent(1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/confirm-payment',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId },
    });
    expect(res.statusCode).toBe(422);
    expect(await database.db.select().from(orders)).toHaveLength(0);
  });

  it('refunds through Stripe when the stock is gone by the time the payment succeeds', async () => {
    const intent = await createIntent(3);
    await database.db.update(products).set({ stock: 1 }).where(eq(products.id, bag.id));
    standIn.succeed(intent.paymentIntentId);
    expect((await webhook(intent.paymentIntentId)).statusCode).toBe(200);
    expect(standIn.refunds).toContain(intent.paymentIntentId);
    expect(await database.db.select().from(orders)).toHaveLength(0);
    const [record] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, intent.paymentIntentId));
    expect(record?.state).toBe('refunded');
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/payments/confirm-payment',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId },
    });
    expect(confirm.statusCode).toBe(409);
  });

  it('refuses and refunds a payment whose amount does not match what was priced', async () => {
    const intent = await createIntent(1);
    const stored = standIn.intents.get(intent.paymentIntentId);
    if (stored) stored.amount = 1;
    standIn.succeed(intent.paymentIntentId);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/confirm-payment',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('total_changed');
    expect(standIn.refunds).toContain(intent.paymentIntentId);
    expect(await database.db.select().from(orders)).toHaveLength(0);
  });
  it('makes exactly one order when the browser’s confirm and the webhook race for one intent', async () => {
    const raced: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const intent = await createIntent(1);
      raced.push(intent.paymentIntentId);
      standIn.succeed(intent.paymentIntentId);
      const confirmCall = () =>
        app.inject({
          method: 'POST',
          url: '/api/payments/confirm-payment',
          headers,
          payload: { paymentIntentId: intent.paymentIntentId },
        });
      const answers = await Promise.all([
        webhook(intent.paymentIntentId),
        confirmCall(),
        webhook(intent.paymentIntentId),
        confirmCall(),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const made = await database.db
        .select()
        .from(orders)
        .where(eq(orders.paymentIntentId, intent.paymentIntentId));
      expect(made).toHaveLength(1);
      expect(answers[1]?.json().data._id).toBe(made[0]?.id);
      expect(answers[3]?.json().data._id).toBe(made[0]?.id);
    }
    expect(await database.db.select().from(orders)).toHaveLength(3);
    const [left] = await database.db.select().from(products).where(eq(products.id, bag.id));
    expect(left?.stock).toBe(2);
    expect(standIn.refunds.filter((id) => raced.includes(id))).toEqual([]);
  });
  it('keeps the simulated saved-card route for the offline provider only', async () => {
    const intent = await createIntent(1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/simulated/confirm-saved',
      headers,
      payload: { ...intent, paymentMethodId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('The simulated card provider is not in use.');
  });

  it('records the paying card on the order, and refunds a cancelled order through Stripe', async () => {
    const intent = await createIntent(2);
    standIn.succeed(intent.paymentIntentId, { brand: 'mastercard', last4: '4444' });
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/payments/confirm-payment',
      headers,
      payload: { paymentIntentId: intent.paymentIntentId },
    });
    expect(confirmed.statusCode).toBe(200);
    const order = confirmed.json().data;
    expect(order.payment).toEqual({
      method: 'stripe',
      status: 'completed',
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect(order.timeline.map((t: { label: string }) => t.label)).toEqual([
      'Order placed',
      'Paid by Mastercard ending in 4444',
      'Invoice INV-000001 issued',
    ]);
    const cancelled = await app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(standIn.refunds.filter((id) => id === intent.paymentIntentId)).toHaveLength(1);
  });

  it('keeps a refund Stripe refused pending, retries it from the jobs, and records it once', async () => {
    const intent = await createIntent(2);
    standIn.succeed(intent.paymentIntentId);
    const order = (
      await app.inject({
        method: 'POST',
        url: '/api/payments/confirm-payment',
        headers,
        payload: { paymentIntentId: intent.paymentIntentId },
      })
    ).json().data;
    standIn.failRefunds = true;
    try {
      const cancelled = await app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers });
      // The order is cancelled (stock back) even though the money could not go back yet.
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'completed' });
      expect(cancelled.json().data.timeline.map((t: { label: string }) => t.label)).toContain(
        'Refund of $39.00 started',
      );
      const [pending] = await database.db
        .select()
        .from(payments)
        .where(eq(payments.intentId, intent.paymentIntentId));
      expect(pending).toMatchObject({ state: 'refund_pending', refundAttempts: 1 });
      expect(pending?.lastError).toBeTruthy();
    } finally {
      standIn.failRefunds = false;
    }
    // Not yet due (the pause doubles from a minute): the job leaves it.
    expect((await app.jobs.runOnce()).refunds).toBe(0);
    await database.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(payments.intentId, intent.paymentIntentId));
    expect((await app.jobs.runOnce()).refunds).toBe(1);
    expect((await app.jobs.runOnce()).refunds).toBe(0);
    const [done] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(done).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(standIn.refunds.filter((id) => id === intent.paymentIntentId)).toHaveLength(1);
  });
});
