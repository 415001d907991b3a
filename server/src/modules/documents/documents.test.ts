import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_TAX_REGISTRATIONS } from '@ikawa/contracts/tax';
import { createProduct } from '../../db/factories';
import { orders, taxDocuments, taxDocumentTaxes } from '../../db/schema/index';
import { addDays, storeDay } from '../../lib/store-day';
import {
  placeCardOrder,
  REGISTERED_EVERYWHERE,
  saveSettings,
  type TestUser,
  useTestApp,
} from '../../../test/helpers';
import { startTestSmtp } from '../../../test/smtp';
import { backfillDocuments } from './backfill';

/**
 * Tax only where and from when the shop is registered, and invoices kept as issued
 * (decision 015): what an owner who is not registered, then registers, and later changes the
 * settings sees on quotes, orders and receipts.
 */
// With an SMTP server, so the order e-mails are written to the outbox.
const smtp = await startTestSmtp();
afterAll(() => smtp.close());
const ctx = useTestApp({ SMTP_URL: smtp.url });

const toronto = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};
const montreal = { ...toronto, street: '1 Rue Sainte-Catherine', city: 'Montréal', postalCode: 'H2X 1Y4' };
let mug: { id: string }; // 24.00, taxable

beforeEach(async () => {
  mug = await createProduct(ctx.database.db, {
    name: 'Stoneware Mug',
    description: 'd',
    price: 24,
    weight: null,
    type: 'accessory',
    stock: 50,
  });
});

const today = () => storeDay(new Date(), 'America/Toronto');

const quote = async (customer: TestUser, address: typeof toronto) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: customer.headers,
    payload: {
      products: [{ product: mug.id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
      payment: { method: 'cash' },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    total: number;
    tax: { lines: { tax: string; amount: number }[]; notRegistered: string[] };
  };
};

const mugTo = (address: typeof toronto) => ({
  products: [{ product: mug.id, quantity: 1 }],
  delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
});

async function receiptHtml(user: TestUser, orderId: string): Promise<string> {
  const res = await ctx.app.inject({ url: `/api/orders/${orderId}/receipt`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

const textOf = (html: string) => new JSDOM(html).window.document.body.textContent ?? '';

describe('sales tax only when registered', () => {
  it('charges no GST/HST before the registration takes effect, and says why', async () => {
    const customer = await ctx.loginAs('customer');
    // A new shop holds no registration: a mug to Toronto carries no HST.
    const unregistered = await quote(customer, toronto);
    expect(unregistered.tax.lines).toEqual([]);
    expect(unregistered.tax.notRegistered).toEqual(['gstHst']);
    expect(unregistered.total).toBe(24 + 10);

    // Registered from tomorrow: still none today.
    await saveSettings(ctx, {
      taxRegistrations: {
        ...NO_TAX_REGISTRATIONS,
        gstHst: { number: '123456789 RT 0001', effectiveFrom: addDays(today(), 1) },
      },
    });
    expect((await quote(customer, toronto)).tax.notRegistered).toEqual(['gstHst']);

    // A card order placed now: its receipt says the seller is a small supplier.
    const orderId = await placeCardOrder(ctx.app, customer, mugTo(toronto));
    const text = textOf(await receiptHtml(customer, orderId));
    expect(text).toContain('Small supplier, not registered for GST/HST');
    expect(text).toContain('No GST/HST charged: the seller is a small supplier, not registered for GST/HST.');
    expect(text).not.toContain('HST 13%');

    // From today: HST 13 % on the mug and on the fee that delivers it.
    await saveSettings(ctx, {
      taxRegistrations: {
        ...NO_TAX_REGISTRATIONS,
        gstHst: { number: '123456789 RT 0001', effectiveFrom: today() },
      },
    });
    const registered = await quote(customer, toronto);
    expect(registered.tax.notRegistered).toEqual([]);
    expect(registered.tax.lines).toEqual([expect.objectContaining({ tax: 'hst', amount: 4.42 })]);
  });

  it('charges GST in Quebec without QST when only GST/HST is registered', async () => {
    const customer = await ctx.loginAs('customer');
    await saveSettings(ctx, {
      taxRegistrations: { ...NO_TAX_REGISTRATIONS, gstHst: REGISTERED_EVERYWHERE.gstHst },
    });
    const quebec = await quote(customer, montreal);
    expect(quebec.tax.lines.map((line) => line.tax)).toEqual(['gst']);
    expect(quebec.tax.notRegistered).toEqual(['qst']);

    const orderId = await placeCardOrder(ctx.app, customer, mugTo(montreal));
    // Supplied in Québec: the receipt is in French.
    const text = textOf(await receiptHtml(customer, orderId));
    expect(text).toMatch(/Aucune TVQ/);
    expect(text).toContain('TPS/TVH');

    // The confirmation e-mail (the account's English) says it too, as a totals line.
    await ctx.app.jobs.runMailOnce();
    const confirmation = smtp.messages.find((message) => /is confirmed/.test(message.subject ?? ''));
    expect(textOf(String(confirmation?.html ?? ''))).toContain('No QST: the shop is not registered for it');
  });
});

describe('documents kept as issued', () => {
  it('renders the same receipt after the store’s name, address and registrations change', async () => {
    await saveSettings(ctx, { taxRegistrations: REGISTERED_EVERYWHERE });
    const customer = await ctx.loginAs('customer');
    const orderId = await placeCardOrder(ctx.app, customer, mugTo(toronto));
    const before = await receiptHtml(customer, orderId);
    const pdfBefore = await ctx.app.inject({
      url: `/api/orders/${orderId}/receipt?format=pdf`,
      headers: customer.headers,
    });

    await saveSettings(ctx, {
      storeName: 'Ikawa Roasters Inc.',
      storeStreet: '1 Front Street',
      taxRegistrations: {
        ...REGISTERED_EVERYWHERE,
        gstHst: { number: '987654321 RT 0002', effectiveFrom: '2000-01-01' },
      },
      timeZone: 'America/Vancouver',
    });
    const after = await receiptHtml(customer, orderId);
    expect(after).toBe(before);
    expect(textOf(after)).toContain('123456789 RT 0001');
    expect(textOf(after)).not.toContain('Ikawa Roasters Inc.');
    const pdfAfter = await ctx.app.inject({
      url: `/api/orders/${orderId}/receipt?format=pdf`,
      headers: customer.headers,
    });
    expect(pdfAfter.statusCode).toBe(pdfBefore.statusCode);

    // The document row holds the figures the tax report adds up.
    const [document] = await ctx.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId));
    expect(document).toMatchObject({
      kind: 'invoice',
      number: 1,
      province: 'ON',
      basis: 'delivery',
      taxableCents: 3400,
      zeroRatedCents: 0,
      taxCents: 442,
      totalCents: 3842,
    });
    const taxes = await ctx.database.db
      .select()
      .from(taxDocumentTaxes)
      .where(eq(taxDocumentTaxes.documentId, document!.id));
    expect(taxes).toEqual([
      expect.objectContaining({
        tax: 'hst',
        province: 'ON',
        ratePpm: 130_000,
        baseCents: 3400,
        amountCents: 442,
      }),
    ]);
  });

  it('writes the documents of orders invoiced before they were kept, once, under their numbers', async () => {
    await saveSettings(ctx, { taxRegistrations: REGISTERED_EVERYWHERE });
    const customer = await ctx.loginAs('customer');
    const admin = await ctx.loginAs('admin');
    const kept = await placeCardOrder(ctx.app, customer, mugTo(toronto));
    const cancelled = await placeCardOrder(ctx.app, customer, mugTo(montreal));
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${cancelled}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const receipts = [await receiptHtml(customer, kept), await receiptHtml(customer, cancelled)];
    // As a database from before migration 0037 holds them: numbers on the orders, no documents.
    await ctx.database.db.delete(taxDocuments);

    expect(await backfillDocuments(ctx.database.db)).toBe(2);
    expect(await backfillDocuments(ctx.database.db)).toBe(0);
    const rows = await ctx.database.db
      .select({ kind: taxDocuments.kind, number: taxDocuments.number, orderId: taxDocuments.orderId })
      .from(taxDocuments);
    const [cancelledRow] = await ctx.database.db
      .select({ invoice: orders.invoiceNumber, credit: orders.creditNoteNumber })
      .from(orders)
      .where(eq(orders.id, cancelled));
    expect(rows.sort((a, b) => `${a.kind}${a.number}`.localeCompare(`${b.kind}${b.number}`))).toEqual([
      { kind: 'credit_note', number: cancelledRow!.credit, orderId: cancelled },
      { kind: 'invoice', number: 1, orderId: kept },
      { kind: 'invoice', number: cancelledRow!.invoice, orderId: cancelled },
    ]);
    // The same settings as when they were issued: the same receipts.
    expect(await receiptHtml(customer, kept)).toBe(receipts[0]);
    expect(await receiptHtml(customer, cancelled)).toBe(receipts[1]);
  });
});
