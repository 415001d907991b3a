import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { deliveryEarnings, deliveryPersons, orderEvents, orders, orderTaxLines } from '../../db/schema/index';
import {
  placeCardOrder,
  REGISTERED_EVERYWHERE,
  saveSettings,
  type TestUser,
  useTestApp,
  handOverPinOf,
} from '../../../test/helpers';
import { formatOrderNumber } from '@ikawa/contracts/order-number';

const ctx = useTestApp();

/** An order's number as printed ("IK-1042"), from its row. */
const numberOf = async (id: string) => {
  const [row] = await ctx.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
  return formatOrderNumber(row!.number);
};

const toronto = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};
const montreal = { ...toronto, street: '1 Rue Sainte-Catherine', city: 'Montréal', postalCode: 'H2X 1Y4' };
let bag: { id: string }; // 19.50, 0.5 kg

beforeEach(async () => {
  await saveSettings(ctx, { taxRegistrations: REGISTERED_EVERYWHERE });
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
const post = (user: TestUser, url: string, payload: Json) =>
  ctx.app.inject({ method: 'POST', url, headers: user.headers, payload });

async function placeCash(customer: TestUser, quantity: number, delivery: Json): Promise<string> {
  const res = await post(customer, '/api/orders', {
    products: [{ product: bag.id, quantity }],
    delivery,
    payment: { method: 'cash' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
}

/** A card order paid with the simulated provider's test card. */
const placeCard = (customer: TestUser, quantity: number) =>
  placeCardOrder(ctx.app, customer, {
    products: [{ product: bag.id, quantity }],
    delivery: { fulfillmentMethod: 'delivery', method: 'express', address: montreal },
  });

/** Moves an order (and its events) to a moment in the past, as if it had been placed then. */
async function placedAt(orderId: string, at: string) {
  const when = new Date(at);
  await ctx.database.db.update(orders).set({ createdAt: when }).where(eq(orders.id, orderId));
  await ctx.database.db.update(orderEvents).set({ createdAt: when }).where(eq(orderEvents.orderId, orderId));
}

const exportCsv = (user: TestUser | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

function parseCsv(body: string): Record<string, string>[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body, { bom: true, columns: true }) as Record<string, string>[];
}

describe('GET /api/admin/exports/orders.csv', () => {
  it('writes one row per order with its dates, customer, province, money, payment and refund', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer', { name: 'Aline Niyonzima' });
    const cash = await placeCash(customer, 2, {
      fulfillmentMethod: 'delivery',
      method: 'standard',
      address: toronto,
    });
    const pickup = await placeCash(customer, 1, { fulfillmentMethod: 'pickup' });
    const card = await placeCard(customer, 4);
    // The shop cancels the paid card order: the provider refunds it (the event log says so).
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${card}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    await placedAt(cash, '2026-03-02T15:00:00Z');
    await placedAt(pickup, '2026-03-03T15:00:00Z');
    await placedAt(card, '2026-03-04T15:00:00Z');

    const res = await exportCsv(admin, '/api/admin/exports/orders.csv?from=2026-03-01&to=2026-03-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ikawa-orders-2026-03-01-to-2026-03-31.csv"',
    );
    const rows = parseCsv(res.body);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'order_number',
      'order_id',
      'placed_at',
      'paid_at',
      'delivered_at',
      'cancelled_at',
      'customer_name',
      'customer_email',
      'fulfilment',
      'province',
      'country',
      'currency',
      'subtotal',
      'discount_code',
      'discount',
      'delivery_fee',
      'tax_gst',
      'tax_hst',
      'tax_pst',
      'tax_qst',
      'total',
      'payment_method',
      'card_brand',
      'payment_status',
      'order_status',
      'refunded',
      'refunded_at',
    ]);
    // Oldest first; times in the store's zone (Toronto: UTC−5 in March before the change).
    expect(rows.map((row) => row.order_id)).toEqual([cash, pickup, card]);
    expect(rows[0]).toMatchObject({
      order_number: await numberOf(cash),
      placed_at: '2026-03-02 10:00:00',
      paid_at: '',
      customer_name: 'Aline Niyonzima',
      customer_email: customer.email,
      fulfilment: 'delivery',
      province: 'ON',
      country: 'CA',
      currency: 'CAD',
      subtotal: '39.00',
      discount: '0.00',
      delivery_fee: '10.00',
      total: '49.00',
      payment_method: 'cash',
      payment_status: 'pending',
      order_status: 'pending',
      refunded: '0.00',
      refunded_at: '',
    });
    // A pickup is supplied at the store (Toronto in the default settings).
    expect(rows[1]).toMatchObject({
      fulfilment: 'pickup',
      province: 'ON',
      delivery_fee: '0.00',
      total: '19.50',
    });
    expect(rows[2]).toMatchObject({
      province: 'QC',
      subtotal: '78.00',
      delivery_fee: '0.00',
      total: '78.00',
      payment_method: 'card',
      card_brand: 'visa',
      payment_status: 'refunded',
      order_status: 'cancelled',
      paid_at: '2026-03-04 10:00:00',
      refunded: '78.00',
      refunded_at: '2026-03-04 10:00:00',
    });
    expect(rows[2]?.cancelled_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('writes each order’s stored tax, one column per kind of tax', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const mug = await createProduct(ctx.database.db, {
      name: 'Stoneware Mug',
      description: 'd',
      price: 24,
      weight: 0.4,
      type: 'accessory',
      stock: 10,
    });
    const placeMug = async (address: typeof toronto) => {
      const res = await post(customer, '/api/orders', {
        products: [{ product: mug.id, quantity: 1 }],
        delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
        payment: { method: 'cash' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data._id as string;
    };
    const ontario = await placeMug(toronto);
    const quebec = await placeMug(montreal);
    const coffee = await placeCash(customer, 1, { fulfillmentMethod: 'pickup' });
    const stored = await ctx.database.db.select().from(orderTaxLines);
    const taxOf = (orderId: string, tax: string) => {
      const cents = stored.find((line) => line.orderId === orderId && line.tax === tax)?.amountCents ?? 0;
      return (cents / 100).toFixed(2);
    };
    // What the pricing function stored (tax.test.ts has the worked examples): HST in Ontario,
    // GST and QST in Quebec, none on zero-rated coffee.
    expect(Number(taxOf(ontario, 'hst'))).toBeGreaterThan(0);
    expect(Number(taxOf(quebec, 'gst'))).toBeGreaterThan(0);
    expect(Number(taxOf(quebec, 'qst'))).toBeGreaterThan(0);

    const today = new Date().toISOString().slice(0, 10);
    const res = await exportCsv(admin, `/api/admin/exports/orders.csv?from=2000-01-01&to=${today}`);
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body);
    const row = (id: string) => rows.find((r) => r.order_id === id);
    expect(row(ontario)).toMatchObject({
      province: 'ON',
      tax_gst: '0.00',
      tax_hst: taxOf(ontario, 'hst'),
      tax_pst: '0.00',
      tax_qst: '0.00',
    });
    expect(row(quebec)).toMatchObject({
      province: 'QC',
      tax_gst: taxOf(quebec, 'gst'),
      tax_hst: '0.00',
      tax_pst: '0.00',
      tax_qst: taxOf(quebec, 'qst'),
    });
    expect(row(coffee)).toMatchObject({ tax_gst: '0.00', tax_hst: '0.00', tax_pst: '0.00', tax_qst: '0.00' });
    // Each row's total is its subtotal − discount + fee + its taxes (prices exclude tax by default).
    for (const r of rows) {
      const taxes = ['tax_gst', 'tax_hst', 'tax_pst', 'tax_qst'].reduce(
        (sum, key) => sum + Number(r[key]),
        0,
      );
      expect(Number(r.subtotal) - Number(r.discount) + Number(r.delivery_fee) + taxes).toBeCloseTo(
        Number(r.total),
        2,
      );
    }
  });

  it('keeps only the orders placed on the days asked, in the store’s time zone', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const delivery = { fulfillmentMethod: 'delivery', method: 'standard', address: toronto };
    const ids = [];
    for (const at of [
      '2026-01-31T04:59:59Z', // Jan 30, 23:59:59 in Toronto
      '2026-01-31T05:00:00Z', // Jan 31, 00:00 in Toronto: the first of the range
      '2026-02-01T04:59:59Z', // Jan 31, 23:59:59: the last
      '2026-02-01T05:00:00Z', // Feb 1: outside
    ]) {
      const id = await placeCash(customer, 1, delivery);
      await placedAt(id, at);
      ids.push(id);
    }
    const oneDay = parseCsv(
      (await exportCsv(admin, '/api/admin/exports/orders.csv?from=2026-01-31&to=2026-01-31')).body,
    );
    expect(oneDay.map((row) => row.order_id)).toEqual([ids[1], ids[2]]);
    expect(oneDay.map((row) => row.placed_at)).toEqual(['2026-01-31 00:00:00', '2026-01-31 23:59:59']);

    // Another zone moves the day's edges with it.
    await saveSettings(ctx, { timeZone: 'America/Vancouver' });
    const vancouver = parseCsv(
      (await exportCsv(admin, '/api/admin/exports/orders.csv?from=2026-01-31&to=2026-01-31')).body,
    );
    expect(vancouver.map((row) => row.order_id)).toEqual([ids[2], ids[3]]);

    const empty = await exportCsv(admin, '/api/admin/exports/orders.csv?from=2025-01-01&to=2025-12-31');
    expect(empty.statusCode).toBe(200);
    expect(parseCsv(empty.body)).toEqual([]);
    expect(empty.body.split('\r\n')[0]).toMatch(/^\uFEFForder_number,order_id,/);
  });

  it('pages through more orders than one batch holds without losing or repeating one', async () => {
    const service = (await import('./service')).createExportsService({ db: ctx.database.db, batchSize: 3 });
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      // A new customer every few orders: an account may hold five unpaid cash orders.
      const customer = await ctx.loginAs('customer');
      ids.push(await placeCash(customer, 1, { fulfillmentMethod: 'pickup' }));
    }
    // Six orders at the very same microsecond, across page boundaries: the id breaks the tie.
    await placedAt(ids[0]!, '2026-05-04T12:00:00Z');
    for (const id of ids.slice(1, 7)) await placedAt(id, '2026-05-05T12:00:00.123456Z');
    await placedAt(ids[7]!, '2026-05-06T12:00:00Z');
    const file = await service.orders({ from: '2026-05-01', to: '2026-05-31' });
    let text = '';
    for await (const chunk of file.stream) text += String(chunk);
    const exported = parseCsv(text).map((row) => row.order_id);
    expect(exported).toEqual([ids[0], ...ids.slice(1, 7).sort(), ids[7]]);
  });

  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', async () => {
    const admin = await ctx.loginAs('admin');
    const names = [
      '=HYPERLINK("http://evil.test","click")',
      '+1 555',
      '-2+3',
      '@SUM(A1)',
      'Ngozi, "the best"\nline',
    ];
    const today = new Date().toISOString().slice(0, 10);
    for (const name of names) {
      const customer = await ctx.loginAs('customer', { name });
      await placeCash(customer, 1, { fulfillmentMethod: 'pickup' });
    }
    const res = await exportCsv(
      admin,
      `/api/admin/exports/orders.csv?from=${offsetDay(today, -1)}&to=${offsetDay(today, 1)}`,
    );
    const exported = parseCsv(res.body).map((row) => row.customer_name);
    expect(exported.sort()).toEqual(
      [
        `'=HYPERLINK("http://evil.test","click")`,
        "'+1 555",
        "'-2+3",
        "'@SUM(A1)",
        'Ngozi, "the best"\nline',
      ].sort(),
    );
    expect(res.body).toContain('"\'=HYPERLINK(""http://evil.test"",""click"")"');
  });

  it('refuses a reversed or malformed range with a sentence, and everyone but admins', async () => {
    const admin = await ctx.loginAs('admin');
    const reversed = await exportCsv(admin, '/api/admin/exports/orders.csv?from=2026-03-02&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      details: [{ path: 'from', message: 'The start date must be on or before the end date.' }],
    });
    for (const query of [
      '',
      '?from=2026-03-01',
      '?from=2026-02-30&to=2026-03-01',
      '?from=yesterday&to=today',
    ]) {
      const res = await exportCsv(admin, `/api/admin/exports/orders.csv${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'validation_failed' });
    }
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    for (const path of ['orders.csv', 'payouts.csv']) {
      const url = `/api/admin/exports/${path}?from=2026-01-01&to=2026-12-31`;
      expect((await exportCsv(customer, url)).statusCode).toBe(403);
      expect((await exportCsv(courier, url)).statusCode).toBe(403);
      const signedOut = await exportCsv(null, url);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.body).not.toContain('order_number');
    }
  });
});

describe('GET /api/admin/exports/payouts.csv', () => {
  it('writes one row per courier earning with its order, delivery, payout and cash', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery', { name: 'Jean Bosco' });
    const [person] = await ctx.database.db
      .select({ id: deliveryPersons.id })
      .from(deliveryPersons)
      .where(eq(deliveryPersons.userId, courier.id));
    const call = (user: TestUser, url: string, payload?: Json) =>
      ctx.app.inject({ method: 'PATCH', url, headers: user.headers, ...(payload ? { payload } : {}) });
    const delivery = { fulfillmentMethod: 'delivery', method: 'standard', address: toronto };
    const paidOrder = await placeCash(customer, 1, delivery);
    const openOrder = await placeCash(customer, 2, delivery);
    for (const [orderId, fee] of [
      [paidOrder, 12.5],
      [openOrder, 8],
    ] as const) {
      const res = await call(admin, `/api/delivery/admin/orders/${orderId}/assign`, {
        deliveryPersonId: person!.id,
        deliveryFee: fee,
      });
      expect(res.statusCode).toBe(200);
    }
    for (const status of ['picked_up', 'delivered']) {
      const pin = status === 'delivered' ? await handOverPinOf(ctx.app.db, paidOrder) : undefined;
      expect(
        (await call(courier, `/api/delivery/orders/${paidOrder}/status`, { status, ...(pin ? { pin } : {}) }))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (await call(admin, `/api/delivery/admin/delivery-persons/${person!.id}/orders/${paidOrder}/pay`))
        .statusCode,
    ).toBe(200);
    await ctx.database.db
      .update(deliveryEarnings)
      .set({ createdAt: new Date('2026-04-10T16:00:00Z') })
      .where(eq(deliveryEarnings.orderId, paidOrder));
    await ctx.database.db
      .update(deliveryEarnings)
      .set({ createdAt: new Date('2026-04-11T16:00:00Z') })
      .where(eq(deliveryEarnings.orderId, openOrder));

    const res = await exportCsv(admin, '/api/admin/exports/payouts.csv?from=2026-04-01&to=2026-04-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ikawa-payouts-2026-04-01-to-2026-04-30.csv"',
    );
    const rows = parseCsv(res.body);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'courier_name',
      'courier_email',
      'order_number',
      'order_id',
      'order_placed_at',
      'order_status',
      'earned_at',
      'delivery_status',
      'delivered_at',
      'earning',
      'payout_status',
      'paid_at',
      'flagged_at',
      'flag_reason',
      'payment_method',
      'cash_collected',
      'cash_settled_at',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      courier_name: 'Jean Bosco',
      courier_email: courier.email,
      order_id: paidOrder,
      order_status: 'delivered',
      earned_at: '2026-04-10 12:00:00',
      delivery_status: 'delivered',
      earning: '12.50',
      payout_status: 'paid',
      payment_method: 'cash',
      cash_collected: '29.50',
      cash_settled_at: '',
    });
    expect(rows[0]?.paid_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows[1]).toMatchObject({
      order_id: openOrder,
      order_status: 'processing',
      delivery_status: 'assigned',
      delivered_at: '',
      earning: '8.00',
      payout_status: 'pending',
      paid_at: '',
      cash_collected: '',
    });

    const outside = await exportCsv(admin, '/api/admin/exports/payouts.csv?from=2026-04-11&to=2026-04-30');
    expect(parseCsv(outside.body).map((row) => row.order_id)).toEqual([openOrder]);
  });
});

function offsetDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
