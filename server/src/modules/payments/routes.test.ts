import { formatOrderNumber } from '@ikawa/contracts/order-number';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { orders, payments, products, simulatedIntents } from '../../db/schema/index';
import { type TestUser, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();

const address = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};
let bag: { id: string }; // 19.50 × stock 5

beforeEach(async () => {
  bag = await createProduct(ctx.database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 5,
  });
});

const orderData = (quantity = 1) => ({
  products: [{ product: bag.id, quantity, price: 0.01 }],
  delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
  payment: { method: 'stripe' },
});

const post = (user: TestUser | null, url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...(user?.headers ?? {}), ...headers }, payload });

async function openIntent(user: TestUser, quantity = 1, headers: Record<string, string> = {}) {
  const res = await post(
    user,
    '/api/payments/create-intent',
    { amount: 1, metadata: {}, orderData: orderData(quantity) },
    headers,
  );
  expect(res.statusCode).toBe(200);
  return res.json().data as { clientSecret: string; paymentIntentId: string; amount: number };
}

const card = (number: string) => ({ number, expiry: '12/30', cvc: '123', name: 'Sarah Thompson' });

async function pay(
  user: TestUser,
  intent: { clientSecret: string; paymentIntentId: string },
  number = '4242 4242 4242 4242',
) {
  const res = await post(user, '/api/payments/simulated/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    card: card(number),
  });
  return res;
}

const confirm = (user: TestUser, paymentIntentId: string) =>
  post(user, '/api/payments/confirm-payment', { paymentIntentId, orderData: {} });
const stock = async () =>
  (await ctx.database.db.select().from(products).where(eq(products.id, bag.id)))[0]?.stock;

describe('simulated card payments', () => {
  it('tells the web app which provider is in use', async () => {
    const res = await ctx.app.inject({ url: '/api/payments/config' });
    expect(res.json()).toEqual({ success: true, data: { provider: 'simulated', publishableKey: null } });
  });

  it('prices the cart on the server, ignoring the amount sent, and reuses the intent for one Idempotency-Key', async () => {
    const me = await ctx.loginAs('customer');
    const intent = await openIntent(me, 2, { 'idempotency-key': 'pay-attempt-0001' });
    expect(intent.amount).toBe(49); // 39 + 10 standard delivery
    expect(intent.clientSecret).toMatch(/^pi_sim_.+_secret_/);
    const again = await openIntent(me, 2, { 'idempotency-key': 'pay-attempt-0001' });
    expect(again.paymentIntentId).toBe(intent.paymentIntentId);
    expect(await ctx.database.db.select().from(payments)).toHaveLength(1);
    expect(await stock()).toBe(5);
  });

  it('makes one order, paid, once the test card succeeds — whatever the number of confirm calls', async () => {
    const me = await ctx.loginAs('customer');
    const intent = await openIntent(me);
    // The browser's word is not enough: nothing is paid yet.
    const early = await confirm(me, intent.paymentIntentId);
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe('Your payment was declined. Please try a different payment method.');

    const paid = await pay(me, intent);
    expect(paid.json().data).toMatchObject({
      status: 'succeeded',
      brand: 'visa',
      last4: '4242',
      error: null,
    });
    const results = await Promise.all([
      confirm(me, intent.paymentIntentId),
      confirm(me, intent.paymentIntentId),
      confirm(me, intent.paymentIntentId),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(results.map((r) => r.json().data._id));
    expect(ids.size).toBe(1);
    expect(results[0]!.json().data).toMatchObject({
      totalAmount: 29.5,
      paymentStatus: 'completed',
      payment: { method: 'stripe', status: 'completed' },
    });
    expect(await ctx.database.db.select().from(orders)).toHaveLength(1);
    expect(await stock()).toBe(4);
    const [row] = await ctx.database.db.select().from(simulatedIntents);
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 9979', 'Your card was declined.'],
  ])('refuses %s with the provider’s message and makes no order', async (number, message) => {
    const me = await ctx.loginAs('customer');
    const intent = await openIntent(me);
    const res = await pay(me, intent, number);
    expect(res.json().data).toMatchObject({ status: 'requires_payment_method', error: message });
    const attempt = await confirm(me, intent.paymentIntentId);
    expect(attempt.statusCode).toBe(422);
    expect(attempt.json().error).toBe(message);
    expect(await ctx.database.db.select().from(orders)).toHaveLength(0);
    // A second try with a good card on the same intent succeeds.
    expect((await pay(me, intent)).json().data.status).toBe('succeeded');
    expect((await confirm(me, intent.paymentIntentId)).statusCode).toBe(200);
  });

  it('asks for the extra confirmation step with 4000 0025 0000 3155', async () => {
    const me = await ctx.loginAs('customer');
    const intent = await openIntent(me);
    expect((await pay(me, intent, '4000 0025 0000 3155')).json().data.status).toBe('requires_action');
    expect((await confirm(me, intent.paymentIntentId)).json().error).toBe(
      'Payment requires additional confirmation. Please try again.',
    );
    const done = await post(me, '/api/payments/simulated/authenticate', { ...intent, approve: true });
    expect(done.json().data.status).toBe('succeeded');
    expect((await confirm(me, intent.paymentIntentId)).statusCode).toBe(200);
  });

  it('refuses incomplete card details with SPEC’s sentence', async () => {
    const me = await ctx.loginAs('customer');
    const intent = await openIntent(me);
    for (const bad of [
      card('4242 4242 4242 4241'),
      { ...card('4242424242424242'), expiry: '01/20' },
      { ...card('4242424242424242'), cvc: '1' },
    ]) {
      const res = await post(me, '/api/payments/simulated/confirm', { ...intent, card: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Please complete all payment fields.');
    }
  });

  it('refunds the payment and makes no order when stock ran out while paying', async () => {
    const me = await ctx.loginAs('customer');
    const other = await ctx.loginAs('customer');
    const intent = await openIntent(me, 3);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: other.headers,
      payload: { ...orderData(4), payment: { method: 'cash' } },
    });
    expect(await stock()).toBe(1);
    await pay(me, intent);
    const res = await confirm(me, intent.paymentIntentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Only 1 left of Kinyovu Ground (1/2 kg). Your payment has been refunded, so you have not been charged. Please review your cart.',
    );
    const [sim] = await ctx.database.db
      .select()
      .from(simulatedIntents)
      .where(eq(simulatedIntents.id, intent.paymentIntentId));
    expect(sim?.refundedAt).not.toBeNull();
    const [record] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, intent.paymentIntentId));
    expect(record?.state).toBe('refunded');
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, me.id))).toHaveLength(0);
    expect(await stock()).toBe(1);
  });

  it('refuses to create an intent for more than the stock, and for signed-out shoppers', async () => {
    const me = await ctx.loginAs('customer');
    const res = await post(me, '/api/payments/create-intent', { orderData: orderData(9) });
    expect(res.statusCode).toBe(409);
    expect((await post(null, '/api/payments/create-intent', { orderData: orderData(1) })).statusCode).toBe(
      401,
    );
    expect((await post(me, '/api/payments/create-intent', { orderData: { products: [] } })).statusCode).toBe(
      400,
    );
  });

  it('keeps each payment to its payer', async () => {
    const me = await ctx.loginAs('customer');
    const other = await ctx.loginAs('customer');
    const intent = await openIntent(me);
    await pay(me, intent);
    expect((await confirm(other, intent.paymentIntentId)).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          url: `/api/payments/status?payment_intent=${intent.paymentIntentId}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(other, '/api/payments/simulated/confirm', {
          ...intent,
          clientSecret: 'wrong',
          card: card('4242424242424242'),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('reports the real status to the payment result page and makes the order if needed', async () => {
    const me = await ctx.loginAs('customer');
    const intent = await openIntent(me);
    const before = await ctx.app.inject({
      url: `/api/payments/status?payment_intent=${intent.paymentIntentId}`,
      headers: me.headers,
    });
    expect(before.json().data).toMatchObject({
      status: 'requires_payment_method',
      orderId: null,
      orderNumber: null,
    });
    await pay(me, intent);
    const after = await ctx.app.inject({
      url: `/api/payments/status?payment_intent=${intent.paymentIntentId}`,
      headers: me.headers,
    });
    expect(after.json().data).toMatchObject({
      status: 'succeeded',
      message: 'Thank you for your purchase. You will be redirected shortly.',
    });
    expect(after.json().data.orderId).toBeTruthy();
    const [placed] = await ctx.database.db.select().from(orders);
    // The number every screen prints, not a slice of the order's id.
    expect(after.json().data.orderNumber).toBe(formatOrderNumber(placed!.number));
    expect(await ctx.database.db.select().from(orders)).toHaveLength(1);
  });

  it('refunds a paid card order when it is cancelled by the customer or by an admin', async () => {
    const me = await ctx.loginAs('customer');
    const admin = await ctx.loginAs('admin');
    const first = await openIntent(me);
    await pay(me, first);
    const order1 = (await confirm(me, first.paymentIntentId)).json().data;
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order1._id}/cancel`,
      headers: me.headers,
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });

    const second = await openIntent(me);
    await pay(me, second);
    const order2 = (await confirm(me, second.paymentIntentId)).json().data;
    const byAdmin = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order2._id}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(byAdmin.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const refunded = await ctx.database.db.select().from(simulatedIntents);
    expect(refunded.every((row) => row.refundedAt !== null)).toBe(true);
    expect(await stock()).toBe(5);
  });

  it('sends card orders through payments, never through POST /api/orders', async () => {
    const me = await ctx.loginAs('customer');
    const res = await post(me, '/api/orders', orderData(1));
    expect(res.statusCode).toBe(422);
  });

  it('has no webhook in simulated mode', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 'x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
  it('creates nothing new when an already-used intent is confirmed again, after its order and after a refund', async () => {
    const me = await ctx.loginAs('customer');
    const intent = await openIntent(me);
    await pay(me, intent);
    const first = await confirm(me, intent.paymentIntentId);
    expect(first.statusCode).toBe(200);
    const orderId = first.json().data._id as string;

    // Used once: confirming again answers the same order and takes no more stock.
    const again = await confirm(me, intent.paymentIntentId);
    expect(again.json().data._id).toBe(orderId);
    expect(await ctx.database.db.select().from(orders)).toHaveLength(1);
    expect(await stock()).toBe(4);
    // Paying the used intent again changes nothing either.
    expect((await pay(me, intent)).json().data.status).toBe('succeeded');

    // Cancelled and refunded: the intent cannot buy a second order.
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: me.headers,
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const afterRefund = await confirm(me, intent.paymentIntentId);
    expect(afterRefund.json().data).toMatchObject({
      _id: orderId,
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    const all = await ctx.database.db.select().from(orders);
    expect(all).toHaveLength(1);
    expect(all[0]?.status).toBe('cancelled');
    expect(await stock()).toBe(5);
    const [record] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, intent.paymentIntentId));
    expect(record?.state).toBe('refunded');
  });
});
