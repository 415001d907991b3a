import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createProduct } from '../../db/factories';
import {
  deliveryEarnings,
  orderEvents,
  orders,
  payments,
  products,
  simulatedIntents,
} from '../../db/schema/index';
import {
  saveSettings,
  type TestUser,
  useSecondInstance,
  useTestApp,
  handOverPinOf,
} from '../../../test/helpers';

/**
 * The cases that went wrong before the life cycle had one home, each as it happened,
 * against the real API. On PostgreSQL a second app instance (its own pool) shares the database,
 * as two server processes behind a load balancer would.
 */
const ctx = useTestApp();
const second = useSecondInstance(ctx);
let bag: { id: string };

beforeEach(async () => {
  bag = await createProduct(ctx.database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 10,
    weight: 0.5,
    type: 'powder',
    stock: 5,
  });
});

/** The other instance when there is one (PostgreSQL), else the same app. */
const other = () => second.app();

const address = {
  street: '4 Chaussée Rwagasore',
  city: 'Gitega',
  postalCode: 'M5V 2T6',
  country: 'CA',
  phone: '+14165550100',
};
const orderData = (quantity: number, method: 'cash' | 'stripe' = 'cash') => ({
  products: [{ product: bag.id, quantity }],
  delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
  payment: { method },
});

async function call(user: TestUser, method: string, url: string, payload?: unknown, app: App = ctx.app) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const stock = async () =>
  (await ctx.database.db.select().from(products).where(eq(products.id, bag.id)))[0]?.stock;
const orderRow = async (id: string) =>
  (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const eventTypes = async (id: string) =>
  (
    await ctx.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(orderEvents.id)
  ).map((event) => event.type);

async function placeCash(customer: TestUser, quantity = 1) {
  const res = await call(customer, 'POST', '/api/orders', orderData(quantity));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string };
}

async function paidIntent(customer: TestUser, quantity: number) {
  const opened = await call(customer, 'POST', '/api/payments/create-intent', {
    amount: 1,
    orderData: orderData(quantity, 'stripe'),
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const intent = opened.json().data as { paymentIntentId: string; clientSecret: string; amount: number };
  return intent;
}

async function pay(customer: TestUser, intent: { paymentIntentId: string; clientSecret: string }) {
  const res = await call(customer, 'POST', '/api/payments/simulated/confirm', {
    ...intent,
    card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Aline Buyer' },
  });
  expect(res.json().data.status).toBe('succeeded');
}

async function courierOf(admin: TestUser, order: { _id: string }) {
  const courier = await ctx.loginAs('delivery', { name: 'Didier Habonimana' });
  const res = await call(admin, 'PATCH', `/api/delivery/admin/orders/${order._id}/assign`, {
    deliveryPersonId: courier.id,
    deliveryFee: 8,
  });
  expect(res.statusCode, res.body).toBe(200);
  return courier;
}

describe('the order life cycle', () => {
  it('refuses the courier’s pick-up once the admin marked the order delivered, and keeps it delivered', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const order = await placeCash(customer);
    const courier = await courierOf(admin, order);
    const delivered = await call(admin, 'PUT', `/api/admin/orders/${order._id}`, { status: 'delivered' });
    expect(delivered.json().data).toMatchObject({
      status: 'delivered',
      paymentStatus: 'completed',
      delivery: { status: 'delivered' },
    });

    const late = await call(courier, 'PATCH', `/api/delivery/orders/${order._id}/status`, {
      status: 'picked_up',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      success: false,
      error: 'A delivered order cannot be marked as picked up again.',
      code: 'order_locked',
    });
    expect(await orderRow(order._id)).toMatchObject({ status: 'delivered' });
    // The courier's earning is payable now, once.
    const courierPerson = (await call(courier, 'GET', '/api/delivery/profile')).json().data._id;
    const payout = `/api/delivery/admin/delivery-persons/${courierPerson}/orders/${order._id}/pay`;
    expect((await call(admin, 'PATCH', payout)).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', payout)).statusCode).toBe(409);
  });

  it('lets the shop move past the courier (shipped), and the courier goes on from there', async () => {
    const admin = await ctx.loginAs('admin');
    const order = await placeCash(await ctx.loginAs('customer'));
    const courier = await courierOf(admin, order);
    const shipped = (await call(admin, 'PUT', `/api/admin/orders/${order._id}`, { status: 'shipped' })).json()
      .data;
    expect(shipped).toMatchObject({ status: 'shipped', delivery: { status: 'picked_up' } });
    expect(shipped.nextStatuses).toEqual(['delivered', 'cancelled']);
    const step = async (status: string) =>
      call(courier, 'PATCH', `/api/delivery/orders/${order._id}/status`, {
        status,
        ...(status === 'delivered' ? { pin: await handOverPinOf(ctx.app.db, order._id) } : {}),
      });
    expect((await step('picked_up')).json().code).toBe('move_not_allowed');
    expect((await step('delivered')).statusCode).toBe(200);
    expect(await eventTypes(order._id)).toEqual([
      'placed',
      'assigned',
      'status_changed',
      'delivered',
      'cash_collected',
      // Paid at the door, so invoiced in the same move.
      'invoiced',
    ]);
  });

  it('cancels with one function: stock back, card refunded, courier earning voided, courier stopped', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const intent = await paidIntent(customer, 2);
    await pay(customer, intent);
    const order = (
      await call(customer, 'POST', '/api/payments/confirm-payment', {
        paymentIntentId: intent.paymentIntentId,
      })
    ).json().data as { _id: string; totalAmount: number };
    expect(await stock()).toBe(3);
    const courier = await courierOf(admin, order);

    const cancelled = await call(admin, 'PUT', `/api/admin/orders/${order._id}`, { status: 'cancelled' });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      nextStatuses: [],
    });
    expect(await stock()).toBe(5);
    const [intentRow] = await ctx.database.db
      .select()
      .from(simulatedIntents)
      .where(eq(simulatedIntents.id, intent.paymentIntentId));
    expect(intentRow?.refundedAt).toBeInstanceOf(Date);
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, intent.paymentIntentId));
    expect(payment?.state).toBe('refunded');
    expect(
      await ctx.database.db.select().from(deliveryEarnings).where(eq(deliveryEarnings.orderId, order._id)),
    ).toEqual([]);
    expect(await eventTypes(order._id)).toEqual([
      'placed',
      'payment_captured',
      'invoiced',
      'assigned',
      'cancelled',
      'earning_voided',
      'refund_requested',
      // The paid order's invoice is reversed by a credit note.
      'credit_note_issued',
      'refunded',
    ]);

    const step = await call(courier, 'PATCH', `/api/delivery/orders/${order._id}/status`, {
      status: 'picked_up',
    });
    expect(step.json()).toMatchObject({ error: 'This order was cancelled. Please do not deliver it.' });
    // Cancelled is final: not delivered again, no stock taken twice.
    for (const status of ['delivered', 'pending']) {
      expect((await call(admin, 'PUT', `/api/admin/orders/${order._id}`, { status })).statusCode).toBe(409);
    }
    expect(await stock()).toBe(5);
    // Confirming the used intent again answers the order as it is: cancelled and refunded.
    const again = await call(customer, 'POST', '/api/payments/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(again.json().data).toMatchObject({
      _id: order._id,
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
  });

  it('keeps an earning already paid out when its order is cancelled, and flags it', async () => {
    const admin = await ctx.loginAs('admin');
    const order = await placeCash(await ctx.loginAs('customer'));
    const courier = await courierOf(admin, order);
    // Paid out before this release's rule (payable once delivered) existed.
    await ctx.database.db
      .update(deliveryEarnings)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(deliveryEarnings.orderId, order._id));
    expect(
      (await call(admin, 'PUT', `/api/admin/orders/${order._id}`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const [earning] = await ctx.database.db
      .select()
      .from(deliveryEarnings)
      .where(eq(deliveryEarnings.orderId, order._id));
    expect(earning).toMatchObject({ status: 'paid' });
    expect(earning?.flaggedAt).toBeInstanceOf(Date);
    const history = (await call(courier, 'GET', '/api/delivery/history')).json().data;
    expect(history[0]).toMatchObject({
      status: 'paid',
      payable: false,
      flag: expect.stringMatching(/cancelled/),
    });
  });

  it('makes the card order at the price the intent was opened at: the total is what was paid', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const intent = await paidIntent(customer, 1);
    expect(intent.amount).toBe(20); // 10.00 + 10.00 delivery
    expect((await call(admin, 'PATCH', `/api/products/${bag.id}`, { price: 1000 })).statusCode).toBe(200);
    await pay(customer, intent);
    const order = (
      await call(customer, 'POST', '/api/payments/confirm-payment', {
        paymentIntentId: intent.paymentIntentId,
      })
    ).json().data;
    expect(order).toMatchObject({ totalAmount: 20, subtotal: 10, paymentStatus: 'completed' });
    expect(order.items[0]).toMatchObject({ price: 10, quantity: 1 });
    const [captured] = await ctx.database.db
      .select()
      .from(simulatedIntents)
      .where(eq(simulatedIntents.id, intent.paymentIntentId));
    expect(captured?.amountCents).toBe(2000);
    expect(captured?.refundedAt).toBeNull();
  });

  it('answers every confirm of one paid intent with its one order when the cart takes the last units', async () => {
    const customer = await ctx.loginAs('customer');
    const intent = await paidIntent(customer, 5);
    await pay(customer, intent);
    const confirm = (app: App) =>
      call(
        customer,
        'POST',
        '/api/payments/confirm-payment',
        { paymentIntentId: intent.paymentIntentId },
        app,
      );
    const answers = await Promise.all([
      confirm(ctx.app),
      confirm(other()),
      confirm(ctx.app),
      confirm(other()),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.json().data._id)).size).toBe(1);
    expect(await stock()).toBe(0);
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, intent.paymentIntentId));
    expect(payment?.state).toBe('completed');
    const [provider] = await ctx.database.db
      .select()
      .from(simulatedIntents)
      .where(eq(simulatedIntents.id, intent.paymentIntentId));
    expect(provider?.refundedAt).toBeNull();
  });

  it('expires an intent nobody paid: cancelled at the provider, never an order, stock untouched', async () => {
    const customer = await ctx.loginAs('customer');
    const intent = await paidIntent(customer, 2);
    expect((await ctx.app.jobs.runOnce()).expiredIntents).toBe(0);
    await ctx.database.db.execute(sql`update payments set created_at = now() - interval '61 minutes'`);
    expect((await other().jobs.runOnce()).expiredIntents).toBe(1);
    const paying = await call(customer, 'POST', '/api/payments/simulated/confirm', {
      ...intent,
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Aline Buyer' },
    });
    expect(paying.json().data.status).toBe('canceled');
    const confirm = await call(customer, 'POST', '/api/payments/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json().code).toBe('payment_not_completed');
    expect(await stock()).toBe(5);
    expect(await ctx.database.db.select().from(orders)).toEqual([]);
  });

  it('finalizes an intent paid but never confirmed when it would expire: the order is made', async () => {
    const customer = await ctx.loginAs('customer');
    const intent = await paidIntent(customer, 2);
    await pay(customer, intent);
    await ctx.database.db.execute(sql`update payments set created_at = now() - interval '61 minutes'`);
    await ctx.app.jobs.runOnce();
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, intent.paymentIntentId));
    expect(payment?.state).toBe('completed');
    expect(await stock()).toBe(3);
  });
});

describe('cash orders', () => {
  it('caps the open unpaid cash orders of one account, also when they arrive at once', async () => {
    await saveSettings(ctx, { maxOpenCashOrders: 2 }, other());
    const customer = await ctx.loginAs('customer');
    const answers = await Promise.all(
      [ctx.app, other(), ctx.app, other()].map((app) =>
        call(customer, 'POST', '/api/orders', orderData(1), app),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 422, 422]);
    const refused = answers.find((res) => res.statusCode === 422)!;
    expect(refused.json()).toMatchObject({
      code: 'too_many_open_orders',
      error: expect.stringMatching(/^You already have 2 cash orders waiting to be paid/),
    });
    expect(await stock()).toBe(3);
    // Paying one (delivered at the counter) makes room for the next.
    const admin = await ctx.loginAs('admin');
    const first = answers.find((res) => res.statusCode === 201)!.json().data;
    await call(admin, 'PUT', `/api/admin/orders/${first._id}`, { status: 'delivered' });
    expect((await call(customer, 'POST', '/api/orders', orderData(1))).statusCode).toBe(201);
  });

  it('cancels a cash order left pending past the settings’ hours, returning its stock', async () => {
    await saveSettings(ctx, { cashOrderExpiryHours: 48 });
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const stale = await placeCash(customer, 2);
    const accepted = await placeCash(customer, 1);
    const fresh = await placeCash(customer, 1);
    await call(admin, 'PUT', `/api/admin/orders/${accepted._id}`, { status: 'processing' });
    await ctx.database.db.execute(
      sql`update orders set created_at = now() - interval '49 hours' where id in (${stale._id}, ${accepted._id})`,
    );
    expect(await stock()).toBe(1);
    expect((await ctx.app.jobs.runOnce()).expiredCashOrders).toBe(1);
    expect((await ctx.app.jobs.runOnce()).expiredCashOrders).toBe(0);
    expect(await orderRow(stale._id)).toMatchObject({ status: 'cancelled' });
    expect(await orderRow(accepted._id)).toMatchObject({ status: 'processing' });
    expect(await orderRow(fresh._id)).toMatchObject({ status: 'pending' });
    expect(await stock()).toBe(3);
    const seen = (await call(customer, 'GET', `/api/orders/${stale._id}`)).json().data;
    expect(seen.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      label: 'Cancelled by the shop: Not confirmed within 48 hours',
    });
  });
});

describe('unpaid cash caps (units and value one account may hold)', () => {
  let beans: { id: string };
  beforeEach(async () => {
    beans = await createProduct(ctx.database.db, {
      name: 'Ngozi Whole Beans',
      description: 'd',
      price: 20,
      weight: 1,
      type: 'granule',
      stock: 100,
    });
  });
  const pickup = (quantity: number, method: 'cash' | 'stripe' = 'cash') => ({
    products: [{ product: beans.id, quantity }],
    delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
    payment: { method },
  });
  const beansLeft = async () =>
    (await ctx.database.db.select().from(products).where(eq(products.id, beans.id)))[0]?.stock;
  const orderCount = async () => (await ctx.database.db.select().from(orders)).length;
  const caps = (units: number, valueCents: number) =>
    saveSettings(
      ctx,
      { maxOpenCashOrders: 100, maxUnpaidCashUnits: units, maxUnpaidCashCents: valueCents },
      other(),
    );

  it('takes cash orders up to the units cap, at it included, and refuses the next, writing nothing', async () => {
    await caps(10, 10_000_00);
    const customer = await ctx.loginAs('customer');
    expect((await call(customer, 'POST', '/api/orders', pickup(4))).statusCode).toBe(201);
    expect((await call(customer, 'POST', '/api/orders', pickup(6), other())).statusCode).toBe(201);
    const over = await call(customer, 'POST', '/api/orders', pickup(1));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      success: false,
      code: 'unpaid_cash_limit',
      error: expect.stringMatching(
        /^Unpaid cash orders are limited to 10 items and \$10,000\.00 per account, and your cash orders waiting to be paid already hold 10 items \(\$[\d,.]+\)\. Please pay this order by card/,
      ),
    });
    expect(await beansLeft()).toBe(90);
    expect(await orderCount()).toBe(2);
    // Another account is not held back by this one's orders, but one order alone is capped too.
    const neighbour = await ctx.loginAs('customer');
    const alone = await call(neighbour, 'POST', '/api/orders', pickup(11));
    expect(alone.statusCode).toBe(422);
    expect(alone.json().error).toBe(
      'Unpaid cash orders are limited to 10 items and $10,000.00 per account, and this order is over that. Please pay it by card, or order less.',
    );
    expect((await call(neighbour, 'POST', '/api/orders', pickup(10))).statusCode).toBe(201);
  });

  it('refuses a cash order that would take the unpaid value over the cap (totals with tax)', async () => {
    const customer = await ctx.loginAs('customer');
    const first = await call(customer, 'POST', '/api/orders', pickup(2));
    expect(first.statusCode).toBe(201);
    const totalCents = Math.round(first.json().data.totalAmount * 100);
    await caps(1_000, 2 * totalCents);
    // Exactly at the cap: taken.
    expect((await call(customer, 'POST', '/api/orders', pickup(2), other())).statusCode).toBe(201);
    const over = await call(customer, 'POST', '/api/orders', pickup(1));
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('unpaid_cash_limit');
    expect(over.json().error).toContain(`already hold 4 items ($${((2 * totalCents) / 100).toFixed(2)})`);
    expect(await beansLeft()).toBe(96);
    expect(await orderCount()).toBe(2);
  });

  it('holds for a cash order with a discount code too (written in a transaction, not in one write)', async () => {
    const admin = await ctx.loginAs('admin');
    const created = await call(admin, 'POST', '/api/admin/discounts', {
      code: 'beans10',
      kind: 'percentage',
      percentOff: 10,
    });
    expect(created.statusCode, created.body).toBe(201);
    await caps(5, 10_000_00);
    const customer = await ctx.loginAs('customer');
    expect((await call(customer, 'POST', '/api/orders', pickup(4))).statusCode).toBe(201);
    const over = await call(customer, 'POST', '/api/orders', { ...pickup(2), promoCode: 'BEANS10' });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('unpaid_cash_limit');
    expect(await beansLeft()).toBe(96);
    // Nothing written: the code's use was not taken either.
    const listed = (await call(admin, 'GET', '/api/admin/discounts')).json().data;
    expect(listed[0]).toMatchObject({ code: 'BEANS10', uses: 0 });
    expect(
      (await call(customer, 'POST', '/api/orders', { ...pickup(1), promoCode: 'BEANS10' })).statusCode,
    ).toBe(201);
  });

  it('counts neither cancelled nor delivered (paid) orders, and leaves card orders uncapped', async () => {
    await caps(3, 10_000_00);
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const cancelled = (await call(customer, 'POST', '/api/orders', pickup(3))).json().data;
    expect((await call(customer, 'POST', '/api/orders', pickup(1))).statusCode).toBe(422);
    expect((await call(customer, 'POST', `/api/orders/${cancelled._id}/cancel`)).statusCode).toBe(200);

    const delivered = await call(customer, 'POST', '/api/orders', pickup(3));
    expect(delivered.statusCode).toBe(201);
    const handedOver = await call(admin, 'PUT', `/api/admin/orders/${delivered.json().data._id}`, {
      status: 'delivered',
    });
    expect(handedOver.json().data).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
    expect((await call(customer, 'POST', '/api/orders', pickup(3))).statusCode).toBe(201);

    // Paid before anything is taken: a card order holds no stock unpaid, so no cap applies.
    const opened = await call(customer, 'POST', '/api/payments/create-intent', {
      amount: 1,
      orderData: pickup(20, 'stripe'),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const intent = opened.json().data;
    await pay(customer, intent);
    const confirmed = await call(customer, 'POST', '/api/payments/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await beansLeft()).toBe(100 - 3 - 3 - 20);
  });

  it('lets only as many through as the cap holds when one account’s orders arrive at once', async () => {
    await caps(4, 10_000_00);
    const customer = await ctx.loginAs('customer');
    const answers = await Promise.all(
      [ctx.app, other(), ctx.app, other()].map((app) =>
        call(customer, 'POST', '/api/orders', pickup(2), app),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 422, 422]);
    expect(answers.filter((res) => res.statusCode === 422).map((res) => res.json().code)).toEqual([
      'unpaid_cash_limit',
      'unpaid_cash_limit',
    ]);
    expect(await beansLeft()).toBe(96);
    expect(await orderCount()).toBe(2);
  });
});
