import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createProduct } from '../../db/factories';
import {
  orderEvents,
  orderRefunds,
  products,
  simulatedRefunds,
  stockMovements,
  taxDocuments,
  taxDocumentTaxes,
} from '../../db/schema/index';
import {
  placeCardOrder,
  placeCashPickup,
  REGISTERED_EVERYWHERE,
  saveSettings,
  type TestUser,
  useSecondInstance,
  useTestApp,
} from '../../../test/helpers';

/**
 * Returns and partial refunds (decision 015): the admin gives back lines or an amount of a paid
 * or delivered order; a credit note with its share of the taxes refers to the invoice, the money
 * goes back the way it was paid, the stock only when the goods came back.
 */
const ctx = useTestApp();
const second = useSecondInstance(ctx);

const toronto = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};
let mug: { id: string }; // 24.00, taxable
let coffee: { id: string }; // 18.50, zero-rated
let admin: TestUser;
let customer: TestUser;

beforeEach(async () => {
  await saveSettings(ctx, { taxRegistrations: REGISTERED_EVERYWHERE });
  mug = await createProduct(ctx.database.db, {
    name: 'Stoneware Mug',
    description: 'd',
    price: 24,
    weight: null,
    type: 'accessory',
    stock: 50,
  });
  coffee = await createProduct(ctx.database.db, {
    name: 'Kayanza Powder',
    description: 'd',
    price: 18.5,
    weight: 0.5,
    type: 'powder',
    stock: 50,
  });
  admin = await ctx.loginAs('admin', { name: 'Amina Admin' });
  customer = await ctx.loginAs('customer');
});

type OrderDto = {
  _id: string;
  totalAmount: number;
  paymentStatus: string;
  refunded: number;
  refundable: number;
  items: { product: { _id: string }; quantity: number; returned: number }[];
  refunds: {
    kind: string;
    amount: number;
    tax: number;
    method: string;
    status: string;
    creditNote: string;
    restocked: boolean;
    paidOutBy: { name: string } | null;
    lines: { name: string; quantity: number; amount: number }[];
  }[];
  timeline: { kind: string; facts: Record<string, unknown> }[];
};

const refund = (orderId: string, payload: Record<string, unknown>, user: TestUser = admin, preview = false) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds${preview ? '/preview' : ''}`,
    headers: user.headers,
    payload,
  });

async function refunded(orderId: string, payload: Record<string, unknown>): Promise<OrderDto> {
  const res = await refund(orderId, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OrderDto;
}

const stockOf = async (id: string) =>
  (await ctx.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]
    ?.stock;

const creditNotesOf = (orderId: string) =>
  ctx.database.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .then((rows) => rows.filter((row) => row.kind === 'credit_note').sort((a, b) => a.number - b.number));

/** Two mugs to Toronto by card: 48.00 + 10.00 delivery, HST 13 % on both = 7.54; 65.54. */
const twoMugsByCard = () =>
  placeCardOrder(ctx.app, customer, {
    products: [{ product: mug.id, quantity: 2 }],
    delivery: { fulfillmentMethod: 'delivery', method: 'standard', address: toronto },
  });

describe('returns and partial refunds', () => {
  it('takes a returned mug back: a credit note with its HST, the card refunded, the stock back', async () => {
    const orderId = await twoMugsByCard();
    expect(await stockOf(mug.id)).toBe(48);

    const order = await refunded(orderId, {
      kind: 'lines',
      lines: [{ productId: mug.id, quantity: 1 }],
      reason: 'returned',
      restock: true,
    });

    // The mug's 24.00 and its HST 3.12 (13 % of 24.00); the delivery fee stays earned.
    expect(order.refunds).toEqual([
      expect.objectContaining({
        kind: 'lines',
        amount: 27.12,
        tax: 3.12,
        method: 'card',
        status: 'refunded',
        creditNote: 'CN-000001',
        restocked: true,
        lines: [{ productId: mug.id, name: 'Stoneware Mug', quantity: 1, amount: 24 }],
      }),
    ]);
    expect(order.totalAmount).toBe(65.54);
    expect(order.refunded).toBe(27.12);
    expect(order.refundable).toBe(38.42);
    expect(order.paymentStatus).toBe('completed');
    expect(order.items[0]?.returned).toBe(1);
    expect(await stockOf(mug.id)).toBe(49);
    const moves = await ctx.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, orderId));
    expect(moves.filter((move) => move.reason === 'returned').map((move) => move.change)).toEqual([1]);

    // The credit note refers to the invoice and carries the HST it takes back.
    const [note] = await creditNotesOf(orderId);
    expect(note).toMatchObject({
      number: 1,
      totalCents: 2712,
      taxCents: 312,
      taxableCents: 2400,
      zeroRatedCents: 0,
    });
    expect(note?.content.credit).toMatchObject({ reason: 'returned', full: false, cause: 'returned' });
    const taxes = await ctx.database.db
      .select()
      .from(taxDocumentTaxes)
      .where(eq(taxDocumentTaxes.documentId, note!.id));
    expect(taxes).toEqual([expect.objectContaining({ tax: 'hst', baseCents: 2400, amountCents: 312 })]);

    // The provider gave exactly that back.
    const given = await ctx.database.db.select().from(simulatedRefunds);
    expect(given.map((row) => row.amountCents)).toEqual([2712]);

    // The log and the customer's timeline say it.
    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    const types = events.map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['returned', 'credit_note_issued', 'refund_requested', 'refunded']),
    );
    const mine = await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: customer.headers });
    const timeline = (mine.json().data as OrderDto).timeline.map((step) => step.kind);
    expect(timeline).toEqual(expect.arrayContaining(['items_returned', 'credit_note_issued', 'refunded']));
    expect((mine.json().data as OrderDto).refunds).toHaveLength(1);
  });

  it('refuses more items than are left, then refunds the rest as an amount, then nothing more', async () => {
    const orderId = await twoMugsByCard();
    await refunded(orderId, {
      kind: 'lines',
      lines: [{ productId: mug.id, quantity: 1 }],
      reason: 'damaged',
    });

    const tooMany = await refund(orderId, {
      kind: 'lines',
      lines: [{ productId: mug.id, quantity: 2 }],
      reason: 'returned',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'refund_too_much' });
    expect(tooMany.json().error).toBe('Only 1 × Stoneware Mug can still come back on this order.');

    const overAmount = await refund(orderId, { kind: 'amount', amount: 38.43, reason: 'goodwill' });
    expect(overAmount.statusCode).toBe(409);
    expect(overAmount.json().error).toBe('At most $38.42 of this order can still be refunded.');

    // The rest as an amount: the HST in it in proportion (7.54 × 38.42 / 65.54 = 4.42).
    const order = await refunded(orderId, {
      kind: 'amount',
      amount: 38.42,
      reason: 'late',
      note: 'Two days late',
    });
    expect(order.refunds[1]).toMatchObject({
      kind: 'amount',
      amount: 38.42,
      tax: 4.42,
      creditNote: 'CN-000002',
    });
    expect(order.refundable).toBe(0);
    expect(order.paymentStatus).toBe('refunded');
    // Both credit notes add up to the invoice, tax included.
    const notes = await creditNotesOf(orderId);
    expect(notes.reduce((sum, note) => sum + note.totalCents, 0)).toBe(6554);
    expect(notes.reduce((sum, note) => sum + note.taxCents, 0)).toBe(754);

    const again = await refund(orderId, { kind: 'amount', amount: 1, reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'refund_not_allowed',
      error: 'This order has already been refunded in full.',
    });
  });

  it('pays a cash refund out by a named staff member and leaves the stock alone unless told', async () => {
    const courier = await ctx.loginAs('delivery', { name: 'Jean Courier' });
    const orderId = await placeCashPickup(ctx.app, customer, coffee.id, 2);
    // Not paid yet: nothing to refund.
    const unpaid = await refund(orderId, { kind: 'amount', amount: 5, reason: 'goodwill' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ code: 'refund_not_allowed' });

    const collected = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      headers: admin.headers,
      payload: { status: 'delivered' },
    });
    expect(collected.statusCode, collected.body).toBe(200);

    // A customer cannot be the one who paid cash back.
    const wrongPayer = await refund(orderId, {
      kind: 'lines',
      lines: [{ productId: coffee.id, quantity: 1 }],
      reason: 'damaged',
      paidOutBy: customer.id,
    });
    expect(wrongPayer.statusCode).toBe(400);
    expect(wrongPayer.json()).toMatchObject({ code: 'refund_payer' });

    const order = await refunded(orderId, {
      kind: 'lines',
      lines: [{ productId: coffee.id, quantity: 1 }],
      reason: 'damaged',
      paidOutBy: courier.id,
    });
    // Coffee is zero-rated: 18.50 back, no tax.
    expect(order.refunds[0]).toMatchObject({
      amount: 18.5,
      tax: 0,
      method: 'cash',
      status: 'refunded',
      restocked: false,
      paidOutBy: { name: 'Jean Courier' },
    });
    expect(await stockOf(coffee.id)).toBe(48);
    const [note] = await creditNotesOf(orderId);
    expect(note).toMatchObject({ totalCents: 1850, zeroRatedCents: 1850, taxableCents: 0, taxCents: 0 });
    const timeline = order.timeline.map((step) => step.kind);
    expect(timeline).toContain('refunded_cash');
  });

  it('credits only what is left when a partly refunded order is cancelled', async () => {
    const orderId = await twoMugsByCard();
    await refunded(orderId, { kind: 'amount', amount: 10, reason: 'goodwill' });
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.paymentStatus).toBe('refunded');
    const notes = await creditNotesOf(orderId);
    expect(notes.map((note) => note.totalCents)).toEqual([1000, 5554]);
    expect(notes.reduce((sum, note) => sum + note.taxCents, 0)).toBe(754);
    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    const asked = events
      .filter((event) => event.type === 'refund_requested')
      .map((event) => event.amountCents);
    expect(asked).toEqual([1000, 5554]);
    const done = events.filter((event) => event.type === 'refunded').map((event) => event.amountCents);
    expect(done).toEqual([1000, 5554]);
  });

  it('previews the figures without writing anything', async () => {
    const orderId = await twoMugsByCard();
    const res = await refund(
      orderId,
      { kind: 'lines', lines: [{ productId: mug.id, quantity: 2 }], reason: 'returned', restock: true },
      admin,
      true,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      lines: [{ productId: mug.id, name: 'Stoneware Mug', quantity: 2, amount: 48 }],
      amount: 54.24,
      tax: 6.24,
      taxes: [{ tax: 'hst', rate: 13, amount: 6.24 }],
      method: 'card',
    });
    expect(await creditNotesOf(orderId)).toEqual([]);
    expect(await ctx.database.db.select().from(orderRefunds)).toEqual([]);
    expect(await stockOf(mug.id)).toBe(48);
  });

  it('refuses bad requests, other roles and unknown orders, changing nothing', async () => {
    const orderId = await twoMugsByCard();
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ kind: 'lines', lines: [], reason: 'returned' }, 400],
      [{ kind: 'lines', lines: [{ productId: mug.id, quantity: 0 }], reason: 'returned' }, 400],
      [{ kind: 'amount', amount: 1.234, reason: 'goodwill' }, 400],
      [{ kind: 'amount', amount: 5, reason: 'because' }, 400],
      [{ kind: 'amount', reason: 'goodwill' }, 400],
      [
        { kind: 'lines', lines: [{ productId: coffee.id, quantity: 1 }], reason: 'returned' },
        409,
        'refund_unknown_line',
      ],
      [{ kind: 'amount', amount: 5, reason: 'goodwill', note: 'two\nlines' }, 400],
    ];
    for (const [payload, status, code] of cases) {
      const res = await refund(orderId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toEqual(expect.any(String));
      if (code) expect(res.json().code).toBe(code);
    }
    expect(
      (await refund(orderId, { kind: 'amount', amount: 5, reason: 'goodwill' }, customer)).statusCode,
    ).toBe(403);
    const unknown = await refund('00000000-0000-4000-8000-000000000000', {
      kind: 'amount',
      amount: 5,
      reason: 'goodwill',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await refund('not-an-id', { kind: 'amount', amount: 5, reason: 'goodwill' })).statusCode).toBe(
      404,
    );
    expect(await creditNotesOf(orderId)).toEqual([]);
    expect(await ctx.database.db.select().from(orderRefunds)).toEqual([]);
  });

  it('keeps a card refund the provider refused for the job to retry', async () => {
    const orderId = await twoMugsByCard();
    // The provider refuses once, as a card network down would.
    vi.spyOn(ctx.app.paymentProvider, 'refundPart').mockRejectedValueOnce(
      new Error('card network unavailable'),
    );
    const order = await refunded(orderId, { kind: 'amount', amount: 5, reason: 'goodwill' });
    expect(order.refunds[0]).toMatchObject({ status: 'pending', amount: 5 });
    const [row] = await ctx.database.db.select().from(orderRefunds);
    expect(row).toMatchObject({ attempts: 1, lastError: 'card network unavailable' });
    expect(await ctx.app.lifecycle.settlePartialRefund(row!.id)).toBe(true);
    const [after] = await ctx.database.db.select().from(orderRefunds);
    expect(after).toMatchObject({ status: 'refunded', lastError: null });
    expect((await ctx.database.db.select().from(simulatedRefunds)).map((r) => r.amountCents)).toEqual([500]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('refunds at once (PostgreSQL, two app instances)', () => {
  it('lets only one of two refunds of the same money through, and numbers credit notes without gaps', async () => {
    const orderIds = [await twoMugsByCard(), await twoMugsByCard(), await twoMugsByCard()];
    const at = (app: typeof ctx.app, orderId: string, amount: number) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds`,
        headers: admin.headers,
        payload: { kind: 'amount', amount, reason: 'goodwill' },
      });
    // 40.00 twice of a 65.54 order: the second would credit more than is left.
    const [one, two] = await Promise.all([at(ctx.app, orderIds[0]!, 40), at(second.app(), orderIds[0]!, 40)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    // Three orders refunded side by side on both instances: CN-1 … CN-4, none twice, none missing.
    const more = await Promise.all([
      at(second.app(), orderIds[1]!, 5),
      at(ctx.app, orderIds[2]!, 5),
      at(second.app(), orderIds[2]!, 5),
    ]);
    expect(more.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const numbers = (await ctx.database.db.select().from(taxDocuments))
      .filter((row) => row.kind === 'credit_note')
      .map((row) => row.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4]);
  });
});
