import { eq, sql } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { JSDOM } from 'jsdom';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createProduct } from '../../db/factories';
import { orderTaxLines, orders } from '../../db/schema/index';
import {
  REGISTERED_EVERYWHERE,
  saveSettings,
  TEST_JWT_SECRET,
  type TestUser,
  useSecondInstance,
  useTestApp,
} from '../../../test/helpers';
import { createReceiptLinks, RECEIPT_LINK_AUDIENCE } from './link';

/**
 * Sales tax from the quote to the receipt through the real API, the receipt's content
 * (HTML parsed, PDF text extracted), who may read it, and gap-free invoice numbers under
 * concurrency (on PostgreSQL through two app instances, as two server processes).
 */
const ctx = useTestApp();
const second = useSecondInstance(ctx);
const url = process.env.DATABASE_URL;

let coffee: { id: string }; // 19.50, zero-rated
let mug: { id: string }; // 24.00, taxable

beforeEach(async () => {
  coffee = await createProduct(ctx.database.db, {
    name: 'Kayanza Ground',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 500,
  });
  mug = await createProduct(ctx.database.db, {
    name: 'Stoneware Mug',
    description: 'd',
    price: 24,
    weight: 0.5,
    type: 'accessory',
    stock: 500,
  });
  // The store's province is Ontario: the default store address is in Toronto.
  await saveSettings(ctx, { taxRegistrations: REGISTERED_EVERYWHERE, shippingCountries: ['CA', 'BI'] });
});

const send = (
  app: App,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: path,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const addressIn = (postalCode: string, country = 'CA') => ({
  street: '1 Main Street',
  city: 'Somewhere',
  postalCode,
  country,
  phone: '+14165550142',
});
const cart = (
  postalCode = 'M5H 2M9',
  fulfillmentMethod: 'delivery' | 'pickup' = 'delivery',
  country = 'CA',
) => ({
  products: [
    { product: coffee.id, quantity: 1 },
    { product: mug.id, quantity: 1 },
  ],
  delivery: { fulfillmentMethod, method: 'standard', address: addressIn(postalCode, country) },
  payment: { method: 'cash' },
});

async function placeCash(customer: TestUser, body = cart(), app: App = ctx.app) {
  const res = await send(app, customer, 'POST', '/api/orders', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; totalAmount: number; tax: { total: number } };
}

/** A card payment of `cart()` opened and authorised by the simulated provider: its intent's id. */
async function authoriseCard(customer: TestUser): Promise<string> {
  const opened = await send(ctx.app, customer, 'POST', '/api/payments/create-intent', {
    amount: 1,
    orderData: { ...cart(), payment: { method: 'stripe' } },
  });
  const intent = opened.json().data as { paymentIntentId: string; clientSecret: string };
  await send(ctx.app, customer, 'POST', '/api/payments/simulated/confirm', {
    ...intent,
    card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Aline Buyer' },
  });
  return intent.paymentIntentId;
}

/** The shop hands a cash order over: paid, delivered, invoiced. */
async function deliver(admin: TestUser, orderId: string, app: App = ctx.app) {
  return send(app, admin, 'PUT', `/api/admin/orders/${orderId}`, { status: 'delivered' });
}

describe('sales tax from quote to order', () => {
  it('answers the same tax lines and total in the quote and the order, and stores them per tax', async () => {
    const customer = await ctx.loginAs('customer');
    const quote = await send(ctx.app, customer, 'POST', '/api/checkout/quote', cart('H2X 1Y4'));
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({
      subtotal: 43.5,
      deliveryFee: 10,
      total: 57.92,
      tax: {
        placeOfSupply: { province: 'QC', basis: 'delivery', label: 'Quebec' },
        lines: [
          { tax: 'gst', name: 'GST', rate: 5, amount: 1.48, taxableAmount: 29.52 },
          { tax: 'qst', name: 'QST', rate: 9.975, amount: 2.94, taxableAmount: 29.52 },
        ],
        total: 4.42,
        included: false,
      },
    });
    expect(
      quote
        .json()
        .data.lines.map((line: { product: { name: string }; taxCategory: string }) => [
          line.product.name,
          line.taxCategory,
        ]),
    ).toEqual(
      expect.arrayContaining([
        ['Kayanza Ground', 'zero_rated_grocery'],
        ['Stoneware Mug', 'standard'],
      ]),
    );
    const order = await placeCash(customer, cart('H2X 1Y4'));
    expect(order).toMatchObject({ totalAmount: 57.92, tax: quote.json().data.tax });
    const stored = await ctx.database.db
      .select()
      .from(orderTaxLines)
      .where(eq(orderTaxLines.orderId, order._id));
    expect(
      stored.map(({ tax, province, ratePpm, baseCents, amountCents }) => ({
        tax,
        province,
        ratePpm,
        baseCents,
        amountCents,
      })),
    ).toEqual([
      { tax: 'gst', province: 'QC', ratePpm: 50_000, baseCents: 2952, amountCents: 148 },
      { tax: 'qst', province: 'QC', ratePpm: 99_750, baseCents: 2952, amountCents: 294 },
    ]);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({
      taxCents: 442,
      taxProvince: 'QC',
      taxBasis: 'delivery',
      deliveryFeeTaxableCents: 552,
      totalCents: 5792,
    });
  });

  it('estimates the cart at the store’s province until an address is given, and taxes pickups there', async () => {
    const customer = await ctx.loginAs('customer');
    const noAddress = { ...cart(), delivery: { fulfillmentMethod: 'delivery', method: 'standard' } };
    const estimate = await send(ctx.app, null, 'POST', '/api/checkout/quote', noAddress);
    expect(estimate.json().data.tax).toMatchObject({
      placeOfSupply: { province: 'ON', basis: 'estimate' },
      total: 3.84,
    });
    const pickup = await placeCash(customer, cart('V6B 4Y8', 'pickup'));
    expect(pickup).toMatchObject({
      totalAmount: 46.62,
      tax: { placeOfSupply: { province: 'ON', basis: 'pickup' } },
    });
  });

  it('quotes the tax of the lines alone for the cart, which shows no delivery fee', async () => {
    const noAddress = { ...cart(), delivery: { fulfillmentMethod: 'delivery', method: 'standard' } };
    const estimate = (await send(ctx.app, null, 'POST', '/api/checkout/quote', noAddress)).json().data;
    // 24.00 mug × 13 % = 3.12; the fee's share (0.72) is in `tax` only.
    expect(estimate.itemsTax).toMatchObject({
      placeOfSupply: { province: 'ON', basis: 'estimate' },
      lines: [{ tax: 'hst', name: 'HST', rate: 13, taxableAmount: 24, amount: 3.12 }],
      total: 3.12,
    });
    expect(estimate.tax.total).toBe(3.84);
  });

  it('zero-rates an export and refuses a Canadian address without a Canadian postal code', async () => {
    const customer = await ctx.loginAs('customer');
    const exported = await placeCash(customer, cart('BP 1000', 'delivery', 'BI'));
    expect(exported).toMatchObject({
      totalAmount: 53.5,
      tax: { placeOfSupply: { province: null, basis: 'export' }, lines: [], total: 0 },
    });

    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const refused = await send(ctx.app, customer, 'POST', '/api/orders', cart('12345'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toContainEqual({
      path: 'delivery.address.postalCode',
      message: expect.stringContaining('not a Canadian postal code'),
    });
    // The quote checks the address as the order does: 400 with the same code.
    const quote = await send(ctx.app, customer, 'POST', '/api/checkout/quote', cart('12345'));
    expect(quote.statusCode).toBe(400);
    expect(quote.json().code).toBe('postal_code_not_canadian');
    const after = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after).toEqual(before);
  });

  it('charges a card the taxed total and invoices it at once', async () => {
    const customer = await ctx.loginAs('customer');
    const opened = await send(ctx.app, customer, 'POST', '/api/payments/create-intent', {
      amount: 1,
      orderData: { ...cart('T2P 2M5'), payment: { method: 'stripe' } },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const intent = opened.json().data as { paymentIntentId: string; clientSecret: string; amount: number };
    expect(intent.amount).toBe(54.98);
    const paid = await send(ctx.app, customer, 'POST', '/api/payments/simulated/confirm', {
      ...intent,
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Aline Buyer' },
    });
    expect(paid.json().data.status).toBe('succeeded');
    const confirmed = await send(ctx.app, customer, 'POST', '/api/payments/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(confirmed.json().data).toMatchObject({
      totalAmount: 54.98,
      tax: { lines: [{ tax: 'gst', amount: 1.48 }] },
      invoice: { number: 'INV-000001' },
    });
  });
});

describe('receipts', () => {
  it('is not ready before the order is paid, then shows the invoice number and the tax lines', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer', { name: 'Aline Buyer' });
    const order = await placeCash(customer);
    const early = await send(ctx.app, customer, 'GET', `/api/orders/${order._id}/receipt`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('receipt_not_available');

    expect((await deliver(admin, order._id)).statusCode).toBe(200);
    const mine = (await send(ctx.app, customer, 'GET', `/api/orders/${order._id}`)).json().data;
    expect(mine.invoice).toMatchObject({ number: 'INV-000001' });

    const res = await send(ctx.app, customer, 'GET', `/api/orders/${order._id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = new JSDOM(res.body).window.document;
    const text = (selector: string) => page.querySelector(selector)?.textContent?.trim();
    expect(text('h1')).toBe('Ikawa Coffee');
    expect(text('[data-invoice-number]')).toBe('INV-000001');
    const registrations = [...page.querySelectorAll('[data-registration]')].map((node) => node.textContent);
    expect(registrations).toEqual([
      'GST/HST registration no. 123456789 RT 0001',
      'QST registration no. 1234567890 TQ 0001',
      'BC PST no. PST-1234-5678',
      'Saskatchewan PST no. 1234567',
      'Manitoba RST no. 123456-7',
    ]);
    expect(page.body.textContent).toContain('412 Bloor Street West');
    expect(page.body.textContent).toContain('Delivered to');
    const items = [...page.querySelectorAll('table[aria-label="Items"] tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(items.sort()).toEqual([
      ['Kayanza Ground (1/2 kg)', '1', '$19.50', 'Zero-rated', '$19.50'],
      // An accessory is named alone: it has no bag size, whatever it weighs.
      ['Stoneware Mug', '1', '$24.00', 'Taxable', '$24.00'],
    ]);
    const totals = [...page.querySelectorAll('table[aria-label="Totals"] tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(totals).toEqual([
      ['Subtotal', '$43.50'],
      ['Delivery fee', '$10.00'],
      ['HST 13% on $29.52', '$3.84'],
      ['Total (CAD)', '$57.34'],
    ]);
    const facts = [...page.querySelectorAll('dt')].map((node) => node.textContent);
    expect(facts).toEqual(['Invoice date', 'Order', 'Payment', 'Place of supply']);
    expect(page.body.textContent).toContain('Cash on delivery (paid)');
    expect(page.body.textContent).toContain('Ontario');
    expect(page.body.textContent).toContain('Aline Buyer');
    // Nothing runs in it.
    expect(page.querySelectorAll('script')).toHaveLength(0);

    const pdf = await send(ctx.app, customer, 'GET', `/api/orders/${order._id}/receipt?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const { text: pdfText } = await extractText(document, { mergePages: true });
    for (const expected of [
      'Ikawa Coffee',
      'INV-000001',
      '123456789 RT 0001',
      'HST 13% on $29.52',
      '$3.84',
      '$57.34',
      'Zero-rated',
      'Taxable',
      'Cash on delivery',
    ])
      expect(pdfText).toContain(expected);
    const byAccept = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/receipt`,
      headers: { ...customer.headers, accept: 'application/pdf' },
    });
    expect(byAccept.headers['content-type']).toBe('application/pdf');
  });

  it('shows each tax on its own line: GST and QST to Quebec, GST and PST to British Columbia', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const totalsOf = async (postalCode: string) => {
      const order = await placeCash(customer, cart(postalCode));
      await deliver(admin, order._id);
      const res = await send(ctx.app, customer, 'GET', `/api/orders/${order._id}/receipt`);
      const page = new JSDOM(res.body).window.document;
      // French spaces (no-break, narrow no-break) read as plain ones.
      return [...page.querySelectorAll('table.totals tr')].map((row) =>
        [...row.querySelectorAll('td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')),
      );
    };
    // A sale supplied in Québec is invoiced in French, whatever the account's language.
    expect(await totalsOf('H2X 1Y4')).toEqual([
      ['Sous-total', '43,50 $'],
      ['Frais de livraison', '10,00 $'],
      ['TPS 5 % sur 29,52 $', '1,48 $'],
      ['TVQ 9,975 % sur 29,52 $', '2,94 $'],
      ['Total (CAD)', '57,92 $'],
    ]);
    expect(await totalsOf('V6B 4Y8')).toEqual([
      ['Subtotal', '$43.50'],
      ['Delivery fee', '$10.00'],
      ['GST 5% on $29.52', '$1.48'],
      ['PST 7% on $29.52', '$2.07'],
      ['Total (CAD)', '$57.05'],
    ]);
  });

  it('adds a credit note referring to the invoice when a paid order is cancelled', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const order = (
      await send(ctx.app, customer, 'POST', '/api/payments/confirm-payment', {
        paymentIntentId: await authoriseCard(customer),
      })
    ).json().data as { _id: string };
    const cancelled = await send(ctx.app, admin, 'PUT', `/api/admin/orders/${order._id}`, {
      status: 'cancelled',
    });
    expect(cancelled.json().data).toMatchObject({
      invoice: { number: 'INV-000001' },
      creditNote: { number: 'CN-000001' },
      paymentStatus: 'refunded',
    });
    const res = await send(ctx.app, admin, 'GET', `/api/orders/${order._id}/receipt`);
    const page = new JSDOM(res.body).window.document;
    expect(page.querySelector('[data-credit-note-number]')?.textContent).toBe('CN-000001');
    const credit = page.querySelector('section[aria-label^="Credit note CN-"]')?.textContent ?? '';
    expect(credit).toContain('Refers to invoice');
    expect(credit).toContain('INV-000001');
    expect(credit).toContain('−$57.34');
    // Cancelled before it left: the receipt names where it was to go, not a delivery.
    expect(page.body.textContent).toContain('Delivery address');
    expect(page.body.textContent).not.toContain('Delivered to');
    const pdf = await send(ctx.app, admin, 'GET', `/api/orders/${order._id}/receipt?format=pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Credit note CN-000001');
    expect(text).toContain('-$57.34');
  });

  it('is only for the order’s owner and admins: others are told it does not exist', async () => {
    const admin = await ctx.loginAs('admin');
    const owner = await ctx.loginAs('customer');
    const stranger = await ctx.loginAs('customer');
    const order = await placeCash(owner);
    await deliver(admin, order._id);
    const path = `/api/orders/${order._id}/receipt`;
    expect((await send(ctx.app, null, 'GET', path)).statusCode).toBe(401);
    const other = await send(ctx.app, stranger, 'GET', path);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, code: 'not_found' });
    const courier = await ctx.loginAs('delivery');
    expect((await send(ctx.app, courier, 'GET', path)).statusCode).toBe(404);
    expect((await send(ctx.app, admin, 'GET', path)).statusCode).toBe(200);
    expect((await send(ctx.app, owner, 'GET', '/api/orders/not-an-id/receipt')).statusCode).toBe(404);
    const bad = await send(ctx.app, owner, 'GET', `${path}?format=docx`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });
});

describe('the receipt link of the order e-mails', () => {
  const links = (now = () => new Date()) => createReceiptLinks({ secret: ctx.config.jwtSecret, now });
  const byLink = (orderId: string, token: string, query = '', app: App = ctx.app) =>
    send(app, null, 'GET', `/api/orders/${orderId}/receipt?token=${encodeURIComponent(token)}${query}`);

  it('opens that order’s receipt without signing in, as HTML and PDF, once the order is paid', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer', { name: 'Aline Buyer' });
    const order = await placeCash(customer);
    const token = links().tokenFor(order._id, 1);

    const early = await byLink(order._id, token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'receipt_not_available',
      error: expect.stringContaining('paid'),
    });

    await deliver(admin, order._id);
    // Either process accepts the link: both hold the app's one secret.
    for (const app of url ? [ctx.app, second.app()] : [ctx.app]) {
      const res = await byLink(order._id, token, '', app);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      // The token is in the address: no page sends it on as a referrer.
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const page = new JSDOM(res.body).window.document;
      expect(page.querySelector('[data-invoice-number]')?.textContent).toBe('INV-000001');
      expect(page.body.textContent).toContain('Aline Buyer');
    }
    const pdf = await byLink(order._id, token, '&format=pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('INV-000001');
  });

  it('refuses another order’s, a forged, an expired or a session token with a 403 and a stable code', async () => {
    const admin = await ctx.loginAs('admin');
    const owner = await ctx.loginAs('customer');
    const mine = await placeCash(owner);
    const theirs = await placeCash(await ctx.loginAs('customer'));
    await deliver(admin, mine._id);
    await deliver(admin, theirs._id);
    const refused = async (orderId: string, token: string, code: string) => {
      const res = await byLink(orderId, token);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code, error: expect.stringContaining('My Orders') });
      expect(res.body).not.toContain('INV-');
    };

    await refused(theirs._id, links().tokenFor(mine._id, 1), 'receipt_link_invalid');
    const forged = createReceiptLinks({ secret: 'another-secret-that-is-long-enough-for-hs256!!' });
    await refused(mine._id, forged.tokenFor(mine._id, 1), 'receipt_link_invalid');
    await refused(mine._id, 'not-a-token', 'receipt_link_invalid');
    // A session token (no audience) is not a receipt link, even the owner's.
    await refused(mine._id, owner.token, 'receipt_link_invalid');
    const ninetyOneDaysAgo = () => new Date(Date.now() - 91 * 86_400_000);
    await refused(mine._id, links(ninetyOneDaysAgo).tokenFor(mine._id, 1), 'receipt_link_expired');
    const eightyNineDaysAgo = () => new Date(Date.now() - 89 * 86_400_000);
    expect((await byLink(mine._id, links(eightyNineDaysAgo).tokenFor(mine._id, 1))).statusCode).toBe(200);

    // …and a receipt link is no session: as a bearer token it signs nobody in.
    const asBearer = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${mine._id}/receipt`,
      headers: { authorization: `Bearer ${links().tokenFor(mine._id, 1)}` },
    });
    expect(asBearer.statusCode).toBe(401);
    expect(asBearer.json().code).toBe('session_expired');

    const missing = '00000000-0000-4000-8000-000000000000';
    const gone = await byLink(missing, links().tokenFor(missing, 1));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('not_found');
    expect((await byLink('not-an-id', links().tokenFor('not-an-id', 1))).statusCode).toBe(404);
    expect((await byLink(mine._id, 'x'.repeat(3000))).json().code).toBe('validation_failed');
  });
});

describe('revoking an order’s receipt links', () => {
  const links = createReceiptLinks({ secret: TEST_JWT_SECRET });
  const byLink = (orderId: string, token: string) =>
    send(ctx.app, null, 'GET', `/api/orders/${orderId}/receipt?token=${encodeURIComponent(token)}`);
  const revoke = (user: TestUser | null, orderId: string, app: App = ctx.app) =>
    send(app, user, 'POST', `/api/orders/${orderId}/receipt-link/revoke`);
  const versionOf = async (orderId: string) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.receiptLinkVersion;

  it('lets the owner, then an admin, revoke the links sent so far; newer links open it', async () => {
    const admin = await ctx.loginAs('admin');
    const owner = await ctx.loginAs('customer');
    const order = await placeCash(owner);
    await deliver(admin, order._id);
    // A link signed before links had versions counts as the first version.
    const unversioned = createSigner({
      key: TEST_JWT_SECRET,
      algorithm: 'HS256',
      aud: RECEIPT_LINK_AUDIENCE,
    })({
      sub: order._id,
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    const first = links.tokenFor(order._id, 1);
    expect((await byLink(order._id, unversioned)).statusCode).toBe(200);
    expect((await byLink(order._id, first)).statusCode).toBe(200);

    const revoked = await revoke(owner, order._id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({
      status: 'success',
      message: 'Receipt links revoked. Links in e-mails already sent for this order no longer work.',
    });
    for (const token of [first, unversioned]) {
      const res = await byLink(order._id, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: 'receipt_link_revoked',
        error:
          'This receipt link was revoked for this order. Sign in and open the receipt from My Orders, or use the link in a newer order e-mail.',
      });
    }
    const renewed = links.tokenFor(order._id, 2);
    expect((await byLink(order._id, renewed)).statusCode).toBe(200);

    expect((await revoke(admin, order._id, second.app())).statusCode).toBe(200);
    expect((await byLink(order._id, renewed)).json().code).toBe('receipt_link_revoked');
    expect((await byLink(order._id, links.tokenFor(order._id, 3))).statusCode).toBe(200);
    // A version from the future is no better than one from the past.
    expect((await byLink(order._id, links.tokenFor(order._id, 4))).json().code).toBe('receipt_link_revoked');
    // The owner signed in still sees the receipt.
    expect((await send(ctx.app, owner, 'GET', `/api/orders/${order._id}/receipt`)).statusCode).toBe(200);
  });

  it('refuses anyone but the owner and an admin, changing nothing', async () => {
    const owner = await ctx.loginAs('customer');
    const order = await placeCash(owner);
    const stranger = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    expect((await revoke(null, order._id)).statusCode).toBe(401);
    for (const user of [stranger, courier]) {
      const res = await revoke(user, order._id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    }
    // A receipt link is no session either.
    const asBearer = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/receipt-link/revoke`,
      headers: { authorization: `Bearer ${links.tokenFor(order._id, 1)}` },
    });
    expect(asBearer.statusCode).toBe(401);
    expect((await revoke(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await revoke(owner, 'not-an-id')).statusCode).toBe(404);
    expect(await versionOf(order._id)).toBe(1);
  });
});

describe.skipIf(!url)('invoice numbers under concurrency (PostgreSQL, two app instances)', () => {
  it('gives every paid order one number, with no gaps and no duplicates, cash handovers and card orders alike', async () => {
    const admin = await ctx.loginAs('admin');
    const customers = await Promise.all(Array.from({ length: 8 }, () => ctx.loginAs('customer')));
    const placed: { _id: string }[] = [];
    for (const [index, customer] of customers.entries()) {
      for (let n = 0; n < 3; n += 1)
        placed.push(await placeCash(customer, cart(), index % 2 ? second.app() : ctx.app));
    }
    // Six card payments authorised, to be written (and so invoiced) during the handovers.
    const intents: string[] = [];
    for (const customer of customers.slice(0, 6)) intents.push(await authoriseCard(customer));
    // 24 handovers and 6 card orders at once, half through each process, some handovers twice
    // (the second changes nothing).
    const results = await Promise.all([
      ...placed.map((order, index) => deliver(admin, order._id, index % 2 ? second.app() : ctx.app)),
      ...placed
        .slice(0, 6)
        .map((order, index) => deliver(admin, order._id, index % 2 ? ctx.app : second.app())),
      ...intents.map((paymentIntentId, index) =>
        send(
          index % 2 ? ctx.app : second.app(),
          customers[index] ?? null,
          'POST',
          '/api/payments/confirm-payment',
          {
            paymentIntentId,
          },
        ),
      ),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const numbers = (await ctx.database.db.select({ n: orders.invoiceNumber }).from(orders)).map(
      (row) => row.n,
    );
    expect(numbers.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
});
