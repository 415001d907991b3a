import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createProduct } from '../../db/factories';
import { outboxMessages, products } from '../../db/schema/index';
import {
  saveSettings,
  type TestUser,
  useSecondInstance,
  useTestApp,
  handOverPinOf,
} from '../../../test/helpers';
import { startTestSmtp } from '../../../test/smtp';
import { claimDue } from './repo';
import { SMTP_MESSAGES_PER_CONNECTION } from './transport';
import { mailRoundYields, RUSH_ROUND_MS } from '../../plugins/jobs';

/**
 * E-mail over a real SMTP server started in the test (smtp-server on 127.0.0.1). Each
 * message is sent once, to the right people, with the right content, under the store's switches;
 * SMTP down loses nothing; two senders at once (two app instances on PostgreSQL) send each once.
 */
const smtp = await startTestSmtp();
const ctx = useTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example', MAIL_MAX_ATTEMPTS: '2' });
const second = useSecondInstance(ctx);
let bag: { id: string };

afterAll(() => smtp.close());
beforeEach(async () => {
  smtp.messages.length = 0;
  bag = await createProduct(ctx.database.db, {
    name: 'Kayanza Kinyovu Ground',
    description: 'd',
    price: 12.5,
    weight: 0.5,
    type: 'powder',
    stock: 100,
  });
});

const address = {
  street: '4 Chaussée Rwagasore',
  city: 'Gitega',
  postalCode: 'M5V 2T6',
  country: 'CA',
  phone: '+14165550100',
};

async function call(
  user: TestUser | null,
  method: string,
  url: string,
  payload?: unknown,
  app: App = ctx.app,
) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function placeCash(
  customer: TestUser,
  quantity = 1,
  fulfillmentMethod: 'delivery' | 'pickup' = 'delivery',
) {
  const res = await call(customer, 'POST', '/api/orders', {
    products: [{ product: bag.id, quantity }],
    delivery:
      fulfillmentMethod === 'delivery'
        ? { fulfillmentMethod, method: 'standard', address }
        : { fulfillmentMethod },
    payment: { method: 'cash' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; number: string };
}

const send = () => ctx.app.jobs.runMailOnce();
const received = () =>
  smtp.messages.map((m) => ({ to: m.to && 'text' in m.to ? m.to.text : '', subject: m.subject }));
const setSettings = (values: Parameters<typeof saveSettings>[1]) => saveSettings(ctx, values);

describe('order e-mails', () => {
  it('confirms an order to the customer and tells the store, once, with lines, total, payment and address', async () => {
    const customer = await ctx.loginAs('customer', { name: 'Aline Buyer' });
    const order = await placeCash(customer, 2);
    expect(await send()).toMatchObject({ written: 2, sent: 2, failed: 0 });
    expect(await send()).toMatchObject({ written: 0, sent: 0 });

    const number = order.number;
    expect(received()).toEqual([
      { to: customer.email, subject: `Your Ikawa Coffee order ${number} is confirmed` },
      { to: 'hello@ikawa.test', subject: expect.stringContaining(`New order ${number}`) },
    ]);
    const [confirmation] = smtp.messages;
    for (const part of [confirmation?.text ?? '', confirmation?.html || '']) {
      expect(part).toContain('2 × Kayanza Kinyovu Ground (1/2 kg)');
      expect(part).toContain('$25.00');
      expect(part).toContain('Cash on delivery');
      expect(part).toContain('4 Chaussée Rwagasore');
      // The sender's postal address, in every message.
      expect(part).toContain('412 Bloor Street West');
    }
    expect(confirmation?.text).not.toContain('card payment');
    // The plain text keeps each label apart from its amount, a row to a line.
    expect(confirmation?.text).toMatch(/^Subtotal \$\d+\.\d\d\s*$/m);
    expect(confirmation?.text).toMatch(/^Total \$\d+\.\d\d\s*$/m);
    // Before the delivery, the address is where it goes, not where it went.
    expect(confirmation?.text).toContain('Delivery address: 4 Chaussée Rwagasore');
    expect(confirmation?.text).not.toContain('Delivered to');
    expect(confirmation?.from?.text).toContain('hello@ikawa.test');
    expect(confirmation?.messageId).toMatch(/@shop\.example>$/);
    expect(confirmation?.html).toContain('https://shop.example/account/orders');

    const rows = await ctx.database.db.select().from(outboxMessages);
    expect(rows.map((row) => [row.status, row.transport, row.attempts])).toEqual([
      ['sent', 'smtp', 1],
      ['sent', 'smtp', 1],
    ]);
  });

  it('names a coffee with its bag and an accessory alone in the order’s lines', async () => {
    const customer = await ctx.loginAs('customer');
    const mug = await createProduct(ctx.database.db, {
      name: 'Ikawa Stoneware Mug',
      description: 'd',
      price: 24,
      weight: null,
      type: 'accessory',
      stock: 10,
    });
    const res = await call(customer, 'POST', '/api/orders', {
      products: [
        { product: bag.id, quantity: 2 },
        { product: mug.id, quantity: 1 },
      ],
      delivery: { fulfillmentMethod: 'pickup' },
      payment: { method: 'cash' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await send();
    const confirmation = smtp.messages.find((m) => m.subject?.includes('is confirmed'));
    for (const part of [confirmation?.text ?? '', confirmation?.html || '']) {
      expect(part).toContain('2 × Kayanza Kinyovu Ground (1/2 kg)');
      expect(part).toContain('1 × Ikawa Stoneware Mug');
      expect(part).not.toContain('Ikawa Stoneware Mug (');
    }
  });

  it('tells the customer each courier step, and nothing when "Order status changes" is off', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery', { name: 'Didier Habonimana' });
    const order = await placeCash(customer);
    await send();
    smtp.messages.length = 0;

    const assigned = await call(admin, 'PATCH', `/api/delivery/admin/orders/${order._id}/assign`, {
      deliveryPersonId: courier.id,
      deliveryFee: 8,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    for (const status of ['picked_up', 'delivered']) {
      const step = await call(courier, 'PATCH', `/api/delivery/orders/${order._id}/status`, {
        status,
        ...(status === 'delivered' ? { pin: await handOverPinOf(ctx.app.db, order._id) } : {}),
      });
      expect(step.statusCode, step.body).toBe(200);
    }
    await send();
    expect(smtp.messages.map((m) => m.subject)).toEqual([
      expect.stringMatching(/has a courier$/),
      expect.stringMatching(/is on its way$/),
      expect.stringMatching(/is delivered$/),
    ]);
    expect(smtp.messages[0]?.text).toContain('Your courier: Didier Habonimana.');

    smtp.messages.length = 0;
    await setSettings({ notifyOrderStatus: false, notifyNewOrder: false });
    const quiet = await placeCash(customer);
    const moved = await call(admin, 'PUT', `/api/admin/orders/${quiet._id}`, { status: 'processing' });
    expect(moved.statusCode, moved.body).toBe(200);
    await send();
    // The confirmation is always sent; the store's copy and the status change are switched off.
    expect(smtp.messages.map((m) => m.subject)).toEqual([expect.stringMatching(/is confirmed$/)]);
  });

  it('links the receipt with a signed link that opens it without signing in, once the order is paid', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer', { name: 'Aline Buyer' });
    const order = await placeCash(customer);
    await send();
    const confirmation = smtp.messages.find((m) => m.subject?.includes('is confirmed'));
    const receiptLink = (text: string | undefined) => {
      const match = /https:\/\/shop\.example\/receipt\/([0-9a-f-]+)\?token=([\w.-]+)/.exec(text ?? '');
      expect(match, 'a receipt link in the message').not.toBeNull();
      return { orderId: match![1]!, token: match![2]! };
    };
    const link = receiptLink(confirmation?.text);
    expect(link.orderId).toBe(order._id);
    expect(confirmation?.html).toContain(`/receipt/${order._id}?token=${link.token}`);
    expect(confirmation?.text).toContain('Your receipt will be ready once you have paid');
    // What the page behind the link asks for, with no session: not ready while cash is unpaid…
    const open = () =>
      call(null, 'GET', `/api/orders/${link.orderId}/receipt?token=${encodeURIComponent(link.token)}`);
    expect((await open()).json().code).toBe('receipt_not_available');

    // …then the handover invoices it; its e-mail carries the link too, and the first link now works.
    smtp.messages.length = 0;
    const delivered = await call(admin, 'PUT', `/api/admin/orders/${order._id}`, { status: 'delivered' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    await send();
    const [handover] = smtp.messages;
    expect(handover?.subject).toContain('is delivered');
    expect(handover?.text).toMatch(/Your receipt \(invoice INV-000001\): View your receipt/);
    expect(receiptLink(handover?.text).orderId).toBe(order._id);
    const receipt = await open();
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.body).toContain('INV-000001');
    expect(receipt.body).toContain('Aline Buyer');
    // The link is for this order only.
    const other = await placeCash(customer);
    const elsewhere = await call(null, 'GET', `/api/orders/${other._id}/receipt?token=${link.token}`);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe('receipt_link_invalid');
  });

  it('signs the receipt link of e-mails written after a revoke with the order’s new link version', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const order = await placeCash(customer);
    await send();
    const tokenIn = (text: string | undefined) => {
      const match = /\/receipt\/[0-9a-f-]+\?token=([\w.-]+)/.exec(text ?? '');
      expect(match, 'a receipt link in the message').not.toBeNull();
      return match![1]!;
    };
    const open = (token: string) =>
      call(null, 'GET', `/api/orders/${order._id}/receipt?token=${encodeURIComponent(token)}`);
    const confirmationToken = tokenIn(smtp.messages.find((m) => m.subject?.includes('is confirmed'))?.text);
    const revoked = await call(customer, 'POST', `/api/orders/${order._id}/receipt-link/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);

    smtp.messages.length = 0;
    expect(
      (await call(admin, 'PUT', `/api/admin/orders/${order._id}`, { status: 'delivered' })).statusCode,
    ).toBe(200);
    await send();
    const handoverToken = tokenIn(smtp.messages.find((m) => m.subject?.includes('is delivered'))?.text);
    expect((await open(confirmationToken)).json().code).toBe('receipt_link_revoked');
    const receipt = await open(handoverToken);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.body).toContain('INV-000001');
  });

  it('writes the cancellation of a cash order, telling the customer nothing is owed', async () => {
    const customer = await ctx.loginAs('customer');
    const order = await placeCash(customer, 1, 'pickup');
    const cancelled = await call(customer, 'POST', `/api/orders/${order._id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await send();
    const cancellation = smtp.messages.find((m) => m.subject?.endsWith('is cancelled'));
    expect(cancellation?.text).toContain('you pay nothing for this order');
    expect(smtp.messages.filter((m) => m.subject?.endsWith('is cancelled'))).toHaveLength(1);
  });

  it('sends the cancellation and the refund of a card order', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const opened = await call(customer, 'POST', '/api/payments/create-intent', {
      amount: 1,
      orderData: {
        products: [{ product: bag.id, quantity: 1 }],
        delivery: { fulfillmentMethod: 'pickup' },
        payment: { method: 'stripe' },
      },
    });
    const intent = opened.json().data as { paymentIntentId: string; clientSecret: string };
    await call(customer, 'POST', '/api/payments/simulated/confirm', {
      ...intent,
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Aline Buyer' },
    });
    const confirmed = await call(customer, 'POST', '/api/payments/confirm-payment', intent);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const orderId = confirmed.json().data._id as string;
    const cancelled = await call(admin, 'PUT', `/api/admin/orders/${orderId}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await send();
    const toCustomer = smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === customer.email);
    expect(toCustomer.map((m) => m.subject)).toEqual([
      expect.stringMatching(/is confirmed$/),
      expect.stringMatching(/is cancelled$/),
      expect.stringMatching(/^Your refund of \$12\.50/),
    ]);
    expect(toCustomer[0]?.text).toContain('Paid by Visa ending in 4242');
    expect(toCustomer[0]?.text).not.toMatch(/cash/i);
  });

  it('tells of a refunded home delivery by where it was to go, never "Delivered to"', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const opened = await call(customer, 'POST', '/api/payments/create-intent', {
      orderData: {
        products: [{ product: bag.id, quantity: 1 }],
        delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
        payment: { method: 'stripe' },
      },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const intent = opened.json().data as { paymentIntentId: string; clientSecret: string };
    await call(customer, 'POST', '/api/payments/simulated/confirm', {
      ...intent,
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Aline Buyer' },
    });
    const confirmed = await call(customer, 'POST', '/api/payments/confirm-payment', intent);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const orderId = confirmed.json().data._id as string;
    // Cancelled before any courier took it: the coffee never left the shop.
    const cancelled = await call(admin, 'PUT', `/api/admin/orders/${orderId}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await send();
    const refund = smtp.messages.find((m) => m.subject?.startsWith('Your refund of'));
    expect(refund, 'refund e-mail').toBeDefined();
    for (const part of [refund?.text ?? '', refund?.html || '']) {
      expect(part).toContain('Delivery address:');
      expect(part).toContain('4 Chaussée Rwagasore');
      expect(part).not.toMatch(/delivered to/i);
    }
  });

  it('alerts the store once per crossing of the low-stock threshold', async () => {
    // One account buys 64 units here: more than the unpaid cash caps allow by default.
    await setSettings({ maxUnpaidCashUnits: 100, maxUnpaidCashCents: 10_000_00 });
    const customer = await ctx.loginAs('customer');
    await ctx.database.db.update(products).set({ stock: 12 }).where(eq(products.id, bag.id));
    await send();
    expect(smtp.messages.filter((m) => m.subject?.startsWith('Low stock'))).toHaveLength(0);

    await placeCash(customer, 2); // 12 → 10: at the threshold is not below it (rules/low-stock.ts)
    await send();
    expect(smtp.messages.filter((m) => m.subject?.startsWith('Low stock'))).toHaveLength(0);
    await placeCash(customer, 1); // 10 → 9: crosses below 10
    await placeCash(customer, 1); // 9 → 8: still low, no second alert
    await send();
    await send();
    const alerts = () => smtp.messages.filter((m) => m.subject?.startsWith('Low stock'));
    expect(alerts().map((m) => m.subject)).toEqual(['Low stock: Kayanza Kinyovu Ground (8 left)']);

    await ctx.database.db.update(products).set({ stock: 40 }).where(eq(products.id, bag.id));
    await send();
    await ctx.database.db.update(products).set({ stock: 30 }).where(eq(products.id, bag.id));
    await placeCash(customer, 25); // 30 → 5: a new crossing
    await send();
    expect(alerts()).toHaveLength(2);

    await setSettings({ notifyLowStock: false });
    await ctx.database.db.update(products).set({ stock: 40 }).where(eq(products.id, bag.id));
    await send();
    await placeCash(customer, 35);
    await send();
    expect(alerts()).toHaveLength(2);
  });
});

describe('delivery of messages', () => {
  /** The clock moved past every pause: what waits for a retry is due now. */
  const makeDue = () =>
    ctx.database.db.update(outboxMessages).set({ nextAttemptAt: sql`now() - interval '1 second'` });

  it('keeps messages while SMTP is down, retries them, gives up after the last try and resends on request', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    await smtp.stop();
    try {
      await placeCash(customer);
      expect(await send()).toMatchObject({ written: 2, sent: 0, failed: 2 });
      let rows = await ctx.database.db.select().from(outboxMessages);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]);
      expect(rows[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(rows[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      // Not due yet: nothing is tried.
      expect(await send()).toMatchObject({ sent: 0, failed: 0 });

      await makeDue();
      expect(await send()).toMatchObject({ failed: 2 });
      rows = await ctx.database.db.select().from(outboxMessages);
      expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);

      const list = await call(admin, 'GET', '/api/admin/outbox?status=failed');
      expect(list.json()).toMatchObject({
        total: 2,
        data: [{ status: 'failed', attempts: 2 }, { status: 'failed' }],
      });
    } finally {
      await smtp.start();
    }
    const [first] = (await call(admin, 'GET', '/api/admin/outbox')).json().data as { _id: string }[];
    const resent = await call(admin, 'POST', `/api/admin/outbox/${first!._id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(await send()).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    const again = await call(admin, 'POST', `/api/admin/outbox/${first!._id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('resend_not_allowed');
  });

  it('sends a message claimed by a sender that crashed before sending, once its claim runs out', async () => {
    const customer = await ctx.loginAs('customer');
    await placeCash(customer);
    await ctx.app.mail.projectOrderEvents();
    // A sender claims both messages, then dies before sending.
    const claimed = await claimDue(ctx.database.db, new Date(), 10, 120);
    expect(claimed).toHaveLength(2);
    expect(await send()).toMatchObject({ sent: 0 });
    await ctx.database.db.update(outboxMessages).set({ claimedUntil: sql`now() - interval '1 second'` });
    expect(await send()).toMatchObject({ sent: 2 });
    expect(smtp.messages).toHaveLength(2);
    const rows = await ctx.database.db.select().from(outboxMessages);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('sends each message once when two senders run at the same moment', async () => {
    // Five open cash orders per account at most (`maxOpenCashOrders`): three buyers.
    for (let i = 0; i < 15; i += 1) await placeCash(await ctx.loginAs('customer'));
    const other = second.app();
    const results = await Promise.all([ctx.app.jobs.runMailOnce(), other.jobs.runMailOnce(), send()]);
    await send();
    expect(results.reduce((sum, r) => sum + r.written, 0)).toBe(30);
    expect(smtp.messages).toHaveLength(30);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(30);
  });

  it('stops within a batch when the process stops, giving the unsent messages back to the queue', async () => {
    // Five open cash orders per account at most (the unpaid cash cap): three buyers, 30 messages.
    for (let i = 0; i < 15; i += 1) await placeCash(await ctx.loginAs('customer'));
    await ctx.app.mail.projectOrderEvents();
    // The process is told to stop while the fifth message of the first batch (20) is on the wire.
    const stopping = new AbortController();
    const arrive = smtp.messages.push.bind(smtp.messages);
    smtp.messages.push = (...messages) => {
      const length = arrive(...messages);
      if (length === 5) stopping.abort();
      return length;
    };
    try {
      expect(await ctx.app.mail.runOnce({ signal: stopping.signal })).toEqual({
        written: 0,
        sent: 5,
        failed: 0,
        cut: true,
      });
    } finally {
      smtp.messages.push = arrive;
    }
    const rows = await ctx.database.db.select().from(outboxMessages);
    const byStatus = (status: string) => rows.filter((row) => row.status === status);
    expect(byStatus('sent')).toHaveLength(5);
    // The 15 claimed but unsent are pending again, as if never claimed, like the 10 never claimed.
    expect(byStatus('pending').map((row) => [row.attempts, row.claimedUntil])).toEqual(
      Array.from({ length: 25 }, () => [0, null]),
    );
    expect(await send()).toEqual({ written: 0, sent: 25, failed: 0, cut: false });
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(30);
    expect(smtp.messages).toHaveLength(30);
  });

  it('keeps up with more orders than one batch a round, and waits while asked to, losing nothing', async () => {
    // 120 orders: 240 messages, more than one batch of events (100) and of sends (20).
    await ctx.database.db.update(products).set({ stock: 1_000 }).where(eq(products.id, bag.id));
    const connectionsBefore = smtp.connections;
    for (let i = 0; i < 24; i += 1) {
      const customer = await ctx.loginAs('customer');
      for (let j = 0; j < 5; j += 1) await placeCash(customer, 1, 'pickup');
    }
    // A rush: a round asked to yield before its first batch writes and sends nothing.
    const waited = await ctx.app.mail.runOnce({ yieldNow: () => true });
    expect(waited).toEqual({ written: 0, sent: 0, failed: 0, cut: true });
    expect(smtp.messages).toHaveLength(0);
    // Asked before each batch: two batches of events (100, then 20), one of sends, then it yields.
    let asked = 0;
    const part = await ctx.app.mail.runOnce({ yieldNow: () => (asked += 1) > 3 });
    expect(part).toEqual({ written: 240, sent: 20, failed: 0, cut: true });
    expect(smtp.messages).toHaveLength(20);
    // The shop's rule in a rush whose round has used its time: each step's first batch still
    // goes, so e-mail keeps moving (nothing left to project: one batch of sends).
    const busy = { serving: 50, startedAt: Date.now() - RUSH_ROUND_MS, now: Date.now() };
    const paced = await ctx.app.mail.runOnce({
      yieldNow: (batchesDone) => mailRoundYields({ ...busy, batchesDone }),
    });
    expect(paced).toEqual({ written: 0, sent: 20, failed: 0, cut: true });
    // Within its time, or with few requests in flight, a round goes on.
    expect(mailRoundYields({ ...busy, startedAt: Date.now(), batchesDone: 3 })).toBe(false);
    expect(mailRoundYields({ ...busy, serving: 2, batchesDone: 3 })).toBe(false);
    // Quiet again: one round sends all that is left.
    expect(await send()).toEqual({ written: 0, sent: 200, failed: 0, cut: false });
    expect(smtp.messages).toHaveLength(240);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(240);
    // One pooled connection carries a hundred messages (a connection each had been 240).
    expect(smtp.connections - connectionsBefore).toBeLessThanOrEqual(
      Math.ceil(240 / SMTP_MESSAGES_PER_CONNECTION) + 1,
    );
  });
});

describe('the Outbox (admins only)', () => {
  it('lists messages and opens one as its recipient sees it', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    await placeCash(customer);
    await send();
    const list = await call(admin, 'GET', '/api/admin/outbox');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.total).toBe(2);
    const confirmation = body.data.find((m: { kind: string }) => m.kind === 'order_confirmation');
    const detail = await call(admin, 'GET', `/api/admin/outbox/${confirmation._id}`);
    expect(detail.json().data).toMatchObject({ to: customer.email, status: 'sent', transport: 'smtp' });
    expect(detail.json().data.html).toContain('Kayanza Kinyovu Ground');
    expect(detail.json().data.text).toContain('Total');

    expect((await call(customer, 'GET', '/api/admin/outbox')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/outbox')).statusCode).toBe(401);
    expect((await call(admin, 'GET', '/api/admin/outbox/not-an-id')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/admin/outbox?status=lost')).statusCode).toBe(400);
  });
});
