import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createProduct } from '../../db/factories';
import { discountCodes, discountRedemptions, orders, payments } from '../../db/schema/index';
import {
  REGISTERED_EVERYWHERE,
  saveSettings,
  type TestUser,
  useSecondInstance,
  useTestApp,
} from '../../../test/helpers';

/**
 * Discount codes through the real API — the admin's list, the checkout's quote,
 * cash orders and card payments that redeem a code, cancels that give it back, and the limits
 * under concurrency (on PostgreSQL through two app instances).
 */
const ctx = useTestApp();
const second = useSecondInstance(ctx);
const url = process.env.DATABASE_URL;

const address = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};
let bag: { id: string }; // 20.00 powder, stock 50
let sack: { id: string }; // 40.00 sack, stock 50

beforeEach(async () => {
  // The tests of taxes on these sales: the shop holds every registration.
  await saveSettings(ctx, { taxRegistrations: REGISTERED_EVERYWHERE });
  bag = await createProduct(ctx.database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 20,
    weight: 0.5,
    type: 'powder',
    stock: 50,
  });
  sack = await createProduct(ctx.database.db, {
    name: 'Ngozi Green Beans',
    description: 'd',
    price: 40,
    weight: 1,
    type: 'sack',
    stock: 50,
  });
});

const send = (
  app: App,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: path,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const cart = (quantity = 1, promoCode?: string, product = () => bag.id) => ({
  products: [{ product: product(), quantity }],
  delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
  payment: { method: 'cash' },
  ...(promoCode === undefined ? {} : { promoCode }),
});

async function createCode(admin: TestUser, body: Record<string, unknown>) {
  const res = await send(ctx.app, admin, 'POST', '/api/admin/discounts', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; code: string; uses: number };
}

const welcome = {
  code: 'ikawa15',
  kind: 'percentage',
  percentOff: 15,
  firstOrderOnly: true,
  maxUsesPerCustomer: 1,
};

describe('admin discount codes', () => {
  it('creates, lists, edits and deactivates a code', async () => {
    const admin = await ctx.loginAs('admin');
    const created = await createCode(admin, { ...welcome, minSubtotal: 25, productTypes: ['powder'] });
    expect(created).toMatchObject({
      code: 'IKAWA15',
      kind: 'percentage',
      percentOff: 15,
      amountOff: null,
      minSubtotal: 25,
      firstOrderOnly: true,
      productTypes: ['powder'],
      active: true,
      uses: 0,
      summary: '15% off · Powder coffee · first order only · orders from $25.00',
    });

    const list = await send(ctx.app, admin, 'GET', '/api/admin/discounts');
    expect(list.json().data.map((d: { code: string }) => d.code)).toEqual(['IKAWA15', 'SUBSCRIBER']);

    const edited = await send(ctx.app, admin, 'PATCH', `/api/admin/discounts/${created._id}`, {
      kind: 'fixed',
      amountOff: 5,
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      kind: 'fixed',
      amountOff: 5,
      percentOff: null,
      endsAt: '2030-01-01T00:00:00.000Z',
    });

    const off = await send(ctx.app, admin, 'POST', `/api/admin/discounts/${created._id}/deactivate`);
    expect(off.json().data.active).toBe(false);
    const quote = await send(ctx.app, null, 'POST', '/api/checkout/quote', {
      ...cart(2),
      promoCode: 'IKAWA15',
    });
    expect(quote.json().data.promo.reason.code).toBe('promo_inactive');
  });

  it('refuses customers and couriers (403) and signed-out callers (401)', async () => {
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    for (const user of [customer, courier]) {
      expect((await send(ctx.app, user, 'GET', '/api/admin/discounts')).statusCode).toBe(403);
      expect((await send(ctx.app, user, 'POST', '/api/admin/discounts', welcome)).statusCode).toBe(403);
    }
    expect((await send(ctx.app, null, 'GET', '/api/admin/discounts')).statusCode).toBe(401);
    const [row] = await ctx.database.db
      .insert(discountCodes)
      .values({ code: 'X1', kind: 'free_delivery' })
      .returning();
    const res = await send(ctx.app, customer, 'PATCH', `/api/admin/discounts/${row?.id}`, {
      percentOff: 100,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('answers 400 with details for bad payloads, 409 for a code that exists, 404 for an unknown id', async () => {
    const admin = await ctx.loginAs('admin');
    const bad = [
      [{ ...welcome, code: 'has space' }, 'code'],
      [{ ...welcome, percentOff: 0 }, 'percentOff'],
      [{ ...welcome, percentOff: 101 }, 'percentOff'],
      [{ code: 'P', kind: 'percentage' }, 'percentOff'],
      [{ code: 'F', kind: 'fixed' }, 'amountOff'],
      [{ code: 'F', kind: 'fixed', amountOff: 1.234 }, 'amountOff'],
      [{ code: 'K', kind: 'bogus' }, 'kind'],
      [{ ...welcome, maxUses: 0 }, 'maxUses'],
      [{ ...welcome, productTypes: ['tea'] }, 'productTypes.0'],
      [{ ...welcome, productIds: ['not-a-uuid'] }, 'productIds.0'],
      [{ ...welcome, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, 'endsAt'],
      [{ ...welcome, startsAt: 'tomorrow' }, 'startsAt'],
    ] as const;
    for (const [body, path] of bad) {
      const res = await send(ctx.app, admin, 'POST', '/api/admin/discounts', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const created = await createCode(admin, welcome);
    const again = await send(ctx.app, admin, 'POST', '/api/admin/discounts', { ...welcome, code: 'Ikawa15' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('discount_code_taken');
    const patch = await send(ctx.app, admin, 'PATCH', `/api/admin/discounts/${created._id}`, {
      kind: 'fixed',
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().details[0].path).toBe('amountOff');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(
        (await send(ctx.app, admin, 'PATCH', `/api/admin/discounts/${id}`, { active: true })).statusCode,
      ).toBe(404);
      expect((await send(ctx.app, admin, 'POST', `/api/admin/discounts/${id}/deactivate`)).statusCode).toBe(
        404,
      );
    }
  });

  it('never lowers total uses below the uses orders hold', async () => {
    const admin = await ctx.loginAs('admin');
    const code = await createCode(admin, { code: 'TWO', kind: 'fixed', amountOff: 1 });
    for (let i = 0; i < 2; i += 1) {
      const buyer = await ctx.loginAs('customer');
      expect((await send(ctx.app, buyer, 'POST', '/api/orders', cart(1, 'TWO'))).statusCode).toBe(201);
    }
    const res = await send(ctx.app, admin, 'PATCH', `/api/admin/discounts/${code._id}`, { maxUses: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('2 uses already made');
  });

  it('tells the landing banner what a code on offer gives, and 404 once it is not', async () => {
    const admin = await ctx.loginAs('admin');
    const code = await createCode(admin, welcome);
    const offer = await send(ctx.app, null, 'GET', '/api/discounts/offer/ikawa15');
    expect(offer.json().data).toEqual({ code: 'IKAWA15', offer: '15% off your first order', endsAt: null });
    // A French page's banner says it in French.
    const french = await ctx.app.inject({
      url: '/api/discounts/offer/ikawa15',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(french.json().data.offer).toMatch(/^15\s%.*première commande/);
    await send(ctx.app, admin, 'POST', `/api/admin/discounts/${code._id}/deactivate`);
    expect((await send(ctx.app, null, 'GET', '/api/discounts/offer/IKAWA15')).statusCode).toBe(404);
  });
});

describe('POST /api/checkout/quote', () => {
  it('answers lines, subtotal, discount, fee and total from the one pricing function', async () => {
    const admin = await ctx.loginAs('admin');
    await createCode(admin, welcome);
    const customer = await ctx.loginAs('customer');
    const res = await send(ctx.app, customer, 'POST', '/api/checkout/quote', {
      ...cart(2),
      products: [
        { product: bag.id, quantity: 1 },
        { product: bag.id, quantity: 1 },
      ],
      promoCode: ' ikawa15 ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      lines: [
        {
          product: { _id: bag.id, name: 'Kinyovu Ground', type: 'powder', weight: 0.5 },
          quantity: 2,
          price: 20,
          lineTotal: 40,
          taxCategory: 'zero_rated_grocery',
        },
      ],
      subtotal: 40,
      discount: 6,
      deliveryFee: 10,
      // Coffee to Toronto is zero-rated, and so is its delivery.
      tax: {
        placeOfSupply: { province: 'ON', basis: 'delivery', label: 'Ontario' },
        lines: [{ tax: 'hst', name: 'HST', rate: 13, taxableAmount: 0, amount: 0 }],
        total: 0,
        included: false,
        notRegistered: [],
      },
      // The lines' own tax, the cart's figure (it shows no fee).
      itemsTax: {
        placeOfSupply: { province: 'ON', basis: 'delivery', label: 'Ontario' },
        lines: [{ tax: 'hst', name: 'HST', rate: 13, taxableAmount: 0, amount: 0 }],
        total: 0,
        included: false,
        notRegistered: [],
      },
      total: 44,
      currency: 'CAD',
      promo: {
        code: 'IKAWA15',
        applied: true,
        summary: '15% off · first order only',
        kind: 'percentage',
        reason: null,
      },
    });
  });

  it('says why a code does not apply, with a stable code, and prices without it', async () => {
    const admin = await ctx.loginAs('admin');
    await createCode(admin, welcome);
    await createCode(admin, { code: 'SACKS', kind: 'fixed', amountOff: 5, productTypes: ['sack'] });
    await createCode(admin, { code: 'BIG', kind: 'fixed', amountOff: 5, minSubtotal: 100 });
    await createCode(admin, { code: 'LATER', kind: 'fixed', amountOff: 5, startsAt: '2099-01-01T00:00:00Z' });
    await createCode(admin, { code: 'OLD', kind: 'fixed', amountOff: 5, endsAt: '2001-01-01T00:00:00Z' });
    const quote = async (user: TestUser | null, promoCode: string) =>
      (await send(ctx.app, user, 'POST', '/api/checkout/quote', cart(1, promoCode))).json().data;

    expect(await quote(null, 'IKAWA15')).toMatchObject({
      discount: 0,
      total: 30,
      promo: { applied: false, reason: { code: 'promo_sign_in_required' } },
    });
    expect((await quote(null, 'NOSUCH')).promo.reason).toEqual({
      code: 'promo_unknown',
      message: 'There is no code NOSUCH. Please check the spelling.',
    });
    expect((await quote(null, 'SACKS')).promo.reason.code).toBe('promo_no_eligible_products');
    const sackQuote = await send(
      ctx.app,
      null,
      'POST',
      '/api/checkout/quote',
      cart(1, 'SACKS', () => sack.id),
    );
    expect(sackQuote.json().data).toMatchObject({ subtotal: 40, discount: 5, deliveryFee: 10, total: 45 });
    expect((await quote(null, 'BIG')).promo.reason.code).toBe('promo_min_subtotal');
    expect((await quote(null, 'LATER')).promo.reason.code).toBe('promo_not_started');
    expect((await quote(null, 'OLD')).promo.reason.code).toBe('promo_expired');

    const customer = await ctx.loginAs('customer');
    expect((await quote(customer, 'IKAWA15')).promo.applied).toBe(true);
    expect((await send(ctx.app, customer, 'POST', '/api/orders', cart(1))).statusCode).toBe(201);
    expect((await quote(customer, 'IKAWA15')).promo.reason.code).toBe('promo_first_order_only');
  });

  it('writes the code’s summary and why it does not apply in the reader’s language', async () => {
    const admin = await ctx.loginAs('admin');
    await createCode(admin, welcome);
    const customer = await ctx.loginAs('customer');
    const french = (user: TestUser | null, promoCode: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/quote',
        headers: { ...user?.headers, 'accept-language': 'fr-CA' },
        payload: cart(1, promoCode),
      });
    const applied = (await french(customer, 'IKAWA15')).json().data.promo;
    expect(applied).toMatchObject({ applied: true, code: 'IKAWA15' });
    expect(applied.summary).toMatch(/^15\s%.*première commande/);
    const unknown = (await french(null, 'NOSUCH')).json().data.promo.reason;
    expect(unknown.code).toBe('promo_unknown');
    expect(unknown.message).not.toContain('There is no code');
    expect(unknown.message).toContain('NOSUCH');
  });

  it('answers 400 for a bad cart or code, 422 for a product no longer sold', async () => {
    for (const body of [
      { products: [] },
      { products: [{ product: 'x', quantity: 1 }] },
      { products: [{ product: '00000000-0000-4000-8000-000000000000', quantity: 0 }] },
      { ...cart(1), promoCode: 'no spaces please' },
      { ...cart(1), promoCode: 'A'.repeat(33) },
    ]) {
      const res = await send(ctx.app, null, 'POST', '/api/checkout/quote', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const gone = await send(ctx.app, null, 'POST', '/api/checkout/quote', {
      products: [{ product: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().code).toBe('product_unavailable');
  });
});

describe('orders with a discount code', () => {
  it('records the code and amount on a cash order, shown in My Orders, and refuses it the second time', async () => {
    const admin = await ctx.loginAs('admin');
    const code = await createCode(admin, welcome);
    const customer = await ctx.loginAs('customer');
    const res = await send(ctx.app, customer, 'POST', '/api/orders', cart(2, 'ikawa15'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      subtotal: 40,
      discount: { code: 'IKAWA15', amount: 6 },
      deliveryFee: 10,
      totalAmount: 44,
    });
    const mine = await send(ctx.app, customer, 'GET', '/api/orders');
    expect(mine.json().data[0].discount).toEqual({ code: 'IKAWA15', amount: 6 });
    const adminView = await send(ctx.app, admin, 'GET', `/api/admin/orders/${res.json().data._id}`);
    expect(adminView.json().data.discount).toEqual({ code: 'IKAWA15', amount: 6 });

    // The confirmation e-mail lists it too.
    await ctx.app.mail.projectOrderEvents();
    const outbox = (await send(ctx.app, admin, 'GET', '/api/admin/outbox')).json().data as {
      _id: string;
      kind: string;
    }[];
    const confirmation = outbox.find((message) => message.kind === 'order_confirmation');
    const mail = (await send(ctx.app, admin, 'GET', `/api/admin/outbox/${confirmation?._id}`)).json().data;
    expect(mail.text).toContain('Discount (IKAWA15)');
    expect(mail.text).toContain('−$6.00');

    const again = await send(ctx.app, customer, 'POST', '/api/orders', cart(1, 'IKAWA15'));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'promo_first_order_only',
      error: 'The code IKAWA15 is for the first order of an account only.',
    });
    const list = await send(ctx.app, admin, 'GET', '/api/admin/discounts');
    expect(list.json().data.find((d: { _id: string }) => d._id === code._id).uses).toBe(1);
  });

  it('refuses an order whose code does not apply instead of charging more than shown', async () => {
    const customer = await ctx.loginAs('customer');
    const res = await send(ctx.app, customer, 'POST', '/api/orders', cart(1, 'NOSUCH'));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('promo_unknown');
    expect(await ctx.database.db.select().from(orders)).toHaveLength(0);
  });

  it('holds the per-customer limit and gives the use back when the order is cancelled', async () => {
    const admin = await ctx.loginAs('admin');
    const code = await createCode(admin, {
      code: 'TWICE',
      kind: 'fixed',
      amountOff: 2.5,
      maxUsesPerCustomer: 2,
      maxUses: 10,
    });
    const customer = await ctx.loginAs('customer');
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await send(ctx.app, customer, 'POST', '/api/orders', cart(1, 'TWICE'));
      expect(res.json().data.totalAmount).toBe(27.5);
      ids.push(res.json().data._id);
    }
    const third = await send(ctx.app, customer, 'POST', '/api/orders', cart(1, 'TWICE'));
    expect(third.json().code).toBe('promo_customer_limit');

    expect((await send(ctx.app, customer, 'POST', `/api/orders/${ids[0]}/cancel`)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.id, code._id));
    expect(row?.usesCount).toBe(1);
    const released = await ctx.database.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, ids[0] ?? ''));
    expect(released[0]?.releasedAt).toBeInstanceOf(Date);
    expect((await send(ctx.app, customer, 'POST', '/api/orders', cart(1, 'TWICE'))).statusCode).toBe(201);
  });

  it('gives a first-order code back to a customer whose first order was cancelled by the shop', async () => {
    const admin = await ctx.loginAs('admin');
    await createCode(admin, welcome);
    const customer = await ctx.loginAs('customer');
    const first = await send(ctx.app, customer, 'POST', '/api/orders', cart(1, 'IKAWA15'));
    const cancel = await send(ctx.app, admin, 'PUT', `/api/admin/orders/${first.json().data._id}`, {
      status: 'cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await send(ctx.app, customer, 'POST', '/api/orders', cart(1, 'IKAWA15'))).statusCode).toBe(201);
  });

  it('charges the discounted total by card, binds the code to the payment, and records it on the order', async () => {
    const admin = await ctx.loginAs('admin');
    await createCode(admin, welcome);
    const customer = await ctx.loginAs('customer');
    const intent = await openIntent(customer, 'IKAWA15');
    expect(intent.amount).toBe(44);
    const [record] = await ctx.database.db.select().from(payments);
    expect(record?.pricedCart).toMatchObject({
      discountCents: 600,
      totalCents: 4400,
      promo: { applied: true, code: 'IKAWA15' },
    });
    const order = await payAndConfirm(customer, intent);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().data).toMatchObject({
      totalAmount: 44,
      discount: { code: 'IKAWA15', amount: 6 },
      payment: { status: 'completed' },
    });

    // A second intent with the code is refused before anything is charged.
    const again = await send(ctx.app, customer, 'POST', '/api/payments/create-intent', {
      orderData: { ...cart(1, 'IKAWA15'), payment: { method: 'stripe' } },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('promo_first_order_only');
  });

  it('refunds a card payment whose code was used meanwhile (the price paid no longer holds)', async () => {
    const admin = await ctx.loginAs('admin');
    await createCode(admin, welcome);
    const customer = await ctx.loginAs('customer');
    const intent = await openIntent(customer, 'IKAWA15');
    // Meanwhile the same customer places a cash order with the code.
    expect((await send(ctx.app, customer, 'POST', '/api/orders', cart(1, 'IKAWA15'))).statusCode).toBe(201);
    const res = await payAndConfirm(customer, intent);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'discount_no_longer_valid',
      error: expect.stringContaining('first order of an account only'),
    });
    const [record] = await ctx.database.db.select().from(payments);
    expect(record?.state).toMatch(/refund/);
    expect(await ctx.database.db.select().from(orders)).toHaveLength(1);
  });

  it('refunds a card payment whose code was switched off meanwhile; the next try is priced without it', async () => {
    const admin = await ctx.loginAs('admin');
    const code = await createCode(admin, { code: 'spring', kind: 'percentage', percentOff: 20 });
    const customer = await ctx.loginAs('customer');
    const intent = await openIntent(customer, 'SPRING');
    expect(intent.amount).toBeLessThan(50);
    const off = await send(ctx.app, admin, 'POST', `/api/admin/discounts/${code._id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);

    const res = await payAndConfirm(customer, intent);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'discount_no_longer_valid',
      error:
        'The code SPRING is no longer offered. Your payment has been refunded, so you have not been charged. Your cart is now priced without the code: please review it and pay again.',
    });
    const [record] = await ctx.database.db.select().from(payments);
    expect(record?.state).toBe('refunded');
    expect(await ctx.database.db.select().from(orders)).toEqual([]);
    const [row] = await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.id, code._id));
    expect(row?.usesCount).toBe(0);
    // Asking again answers the same refusal, and never makes the order.
    const again = await send(ctx.app, customer, 'POST', '/api/payments/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(again.statusCode).toBe(409);
    expect(await ctx.database.db.select().from(orders)).toEqual([]);

    // With the code the next intent is refused; without it, priced at the full price.
    const withCode = await send(ctx.app, customer, 'POST', '/api/payments/create-intent', {
      orderData: { ...cart(2, 'SPRING'), payment: { method: 'stripe' } },
    });
    expect(withCode.json().code).toBe('promo_inactive');
    const next = await send(ctx.app, customer, 'POST', '/api/payments/create-intent', {
      orderData: { ...cart(2), payment: { method: 'stripe' } },
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data.amount).toBeGreaterThan(intent.amount);
    const order = await payAndConfirm(customer, next.json().data);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().data).toMatchObject({ discount: null, payment: { status: 'completed' } });
  });

  it('refunds a card payment whose code ended while it was paid (told on the result page)', async () => {
    const admin = await ctx.loginAs('admin');
    const code = await createCode(admin, { code: 'lastday', kind: 'fixed', amountOff: 5 });
    const customer = await ctx.loginAs('customer');
    const intent = await openIntent(customer, 'LASTDAY');
    await ctx.database.db
      .update(discountCodes)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(eq(discountCodes.id, code._id));
    const paid = await send(ctx.app, customer, 'POST', '/api/payments/simulated/confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Sarah Thompson' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // The result page asks for the status: told, and refunded.
    const status = await send(
      ctx.app,
      customer,
      'GET',
      `/api/payments/status?payment_intent=${intent.paymentIntentId}`,
    );
    expect(status.json().data).toMatchObject({
      orderId: null,
      message: expect.stringMatching(/^The code LASTDAY has expired\. Your payment has been refunded/),
    });
    const [record] = await ctx.database.db.select().from(payments);
    expect(record?.state).toBe('refunded');
    expect(await ctx.database.db.select().from(orders)).toEqual([]);
  });

  async function openIntent(user: TestUser, promoCode: string) {
    const res = await send(ctx.app, user, 'POST', '/api/payments/create-intent', {
      orderData: { ...cart(2, promoCode), payment: { method: 'stripe' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { clientSecret: string; paymentIntentId: string; amount: number };
  }

  async function payAndConfirm(user: TestUser, intent: { clientSecret: string; paymentIntentId: string }) {
    const paid = await send(ctx.app, user, 'POST', '/api/payments/simulated/confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Sarah Thompson' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return send(ctx.app, user, 'POST', '/api/payments/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
    });
  }
});

describe.skipIf(!url)(
  'a code’s limits under concurrency (PostgreSQL, two app instances)',
  { timeout: 60_000 },
  () => {
    it('gives the last use to exactly one of two buyers', async () => {
      const admin = await ctx.loginAs('admin');
      for (let round = 0; round < 5; round += 1) {
        const code = await createCode(admin, {
          code: `LAST${round}`,
          kind: 'fixed',
          amountOff: 5,
          maxUses: 3,
        });
        await ctx.database.db
          .update(discountCodes)
          .set({ usesCount: 2 })
          .where(eq(discountCodes.id, code._id));
        const [a, b] = [await ctx.loginAs('customer'), await ctx.loginAs('customer')];
        const results = await Promise.all([
          send(ctx.app, a, 'POST', '/api/orders', cart(1, code.code)),
          send(second.app(), b, 'POST', '/api/orders', cart(1, code.code)),
        ]);
        const statuses = results.map((res) => res.statusCode).sort();
        expect(statuses, results.map((res) => res.body).join('\n')).toEqual([201, 422]);
        expect(results.find((res) => res.statusCode === 422)?.json().code).toBe('promo_used_up');
        const [row] = await ctx.database.db
          .select()
          .from(discountCodes)
          .where(eq(discountCodes.id, code._id));
        expect(row?.usesCount).toBe(3);
      }
    });

    it('cancels and places orders with one code at once without deadlock, and counts its uses exactly', async () => {
      const admin = await ctx.loginAs('admin');
      const code = await createCode(admin, { code: 'BUSY', kind: 'fixed', amountOff: 1 });
      const placed: { user: TestUser; id: string }[] = [];
      for (let i = 0; i < 5; i += 1) {
        const user = await ctx.loginAs('customer');
        const res = await send(ctx.app, user, 'POST', '/api/orders', cart(1, 'BUSY'));
        placed.push({ user, id: res.json().data._id });
      }
      const buyers = await Promise.all(placed.map(() => ctx.loginAs('customer')));
      const results = await Promise.all([
        ...placed.map(({ user, id }) => send(ctx.app, user, 'POST', `/api/orders/${id}/cancel`)),
        ...buyers.map((buyer) => send(second.app(), buyer, 'POST', '/api/orders', cart(1, 'BUSY'))),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 201, 201, 201, 201, 201,
      ]);
      const [row] = await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.id, code._id));
      expect(row?.usesCount).toBe(5);
    });

    it('gives a first-order code to one of one customer’s simultaneous orders', async () => {
      const admin = await ctx.loginAs('admin');
      await createCode(admin, welcome);
      const customer = await ctx.loginAs('customer');
      const results = await Promise.all([
        send(ctx.app, customer, 'POST', '/api/orders', cart(1, 'IKAWA15')),
        send(second.app(), customer, 'POST', '/api/orders', cart(1, 'IKAWA15')),
        send(second.app(), customer, 'POST', '/api/orders', cart(1, 'IKAWA15')),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 422, 422]);
      const held = await ctx.database.db.select().from(discountRedemptions);
      expect(held).toHaveLength(1);
    });

    it('gives the last use to one of two card payments confirmed at once; the other is refunded', async () => {
      const admin = await ctx.loginAs('admin');
      const code = await createCode(admin, { code: 'ONE', kind: 'percentage', percentOff: 10, maxUses: 1 });
      const [a, b] = [await ctx.loginAs('customer'), await ctx.loginAs('customer')];
      const intents = [];
      for (const user of [a, b]) {
        const res = await send(ctx.app, user, 'POST', '/api/payments/create-intent', {
          orderData: { ...cart(1, 'ONE'), payment: { method: 'stripe' } },
        });
        expect(res.statusCode, res.body).toBe(200);
        const intent = res.json().data;
        const paid = await send(ctx.app, user, 'POST', '/api/payments/simulated/confirm', {
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Test' },
        });
        expect(paid.statusCode).toBe(200);
        intents.push(intent.paymentIntentId as string);
      }
      const results = await Promise.all([
        send(ctx.app, a, 'POST', '/api/payments/confirm-payment', { paymentIntentId: intents[0] }),
        send(second.app(), b, 'POST', '/api/payments/confirm-payment', { paymentIntentId: intents[1] }),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((res) => res.statusCode === 409)?.json().code).toBe('discount_no_longer_valid');
      const [row] = await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.id, code._id));
      expect(row?.usesCount).toBe(1);
    });
  },
);
