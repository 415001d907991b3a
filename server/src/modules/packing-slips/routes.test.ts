import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { deliveryPersons, orders } from '../../db/schema/index';
import { type TestUser, useTestApp } from '../../../test/helpers';
import { PRINT_SCRIPT_HASH } from './document';
import { formatOrderNumber } from '@ikawa/contracts/order-number';

const ctx = useTestApp();

const address = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};
let ground: { id: string }; // 0.5 kg
let sack: { id: string }; // 60 kg

beforeEach(async () => {
  ground = await createProduct(ctx.database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 100,
  });
  sack = await createProduct(ctx.database.db, {
    name: 'Ngozi Green Sack',
    description: 'd',
    price: 600,
    weight: 60,
    type: 'sack',
    stock: 10,
  });
});

type Json = Record<string, unknown>;

async function place(customer: TestUser, delivery: Json, lines = [{ product: ground.id, quantity: 3 }]) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: customer.headers,
    payload: { products: lines, delivery, payment: { method: 'cash' } },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
}

const slips = (user: TestUser | null, query: string) =>
  ctx.app.inject({ url: `/api/admin/packing-slips?${query}`, headers: user?.headers ?? {} });

/** The document's text as a reader sees it (tags dropped, entities decoded, spaces folded). */
function text(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** An order's number as printed ("IK-1042"), from its row. */
const number = async (id: string) => {
  const [row] = await ctx.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
  return formatOrderNumber(row!.number);
};

describe('GET /api/admin/packing-slips', () => {
  it('prints the chosen orders in one document: items, weights, address or pickup, instructions, courier', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer', { name: 'Aline Niyonzima' });
    const courier = await ctx.loginAs('delivery', { name: 'Jean Bosco' });
    const delivered = await place(
      customer,
      {
        fulfillmentMethod: 'delivery',
        method: 'express',
        address,
        instructions: 'Gate code 4521 <b>ring twice</b>',
      },
      [
        { product: ground.id, quantity: 3 },
        { product: sack.id, quantity: 1 },
      ],
    );
    const pickup = await place(customer, { fulfillmentMethod: 'pickup' });
    const [person] = await ctx.database.db
      .select({ id: deliveryPersons.id })
      .from(deliveryPersons)
      .where(eq(deliveryPersons.userId, courier.id));
    const assigned = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/delivery/admin/orders/${delivered}/assign`,
      headers: admin.headers,
      payload: { deliveryPersonId: person!.id, deliveryFee: 10 },
    });
    expect(assigned.statusCode).toBe(200);

    const res = await slips(admin, `ids=${pickup},${delivered}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    // The Print button's script is the one the Content-Security-Policy allows.
    expect(res.headers['content-security-policy']).toContain(PRINT_SCRIPT_HASH);
    const html = res.body;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.match(/<article class="slip"/g)).toHaveLength(2);
    // One order per printed page, and the toolbar (Print button) hidden in print.
    expect(html).toMatch(/@media print\{[\s\S]*\.toolbar\{display:none\}/);
    expect(html).toContain('break-after:page');
    const words = text(html);
    expect(words).toContain('Packing slips · 2 orders');
    // In the order asked for.
    expect(words.indexOf(`Order ${await number(pickup)}`)).toBeLessThan(
      words.indexOf(`Order ${await number(delivered)}`),
    );
    const [pickupSlip, deliverySlip] = words.split('Packing slip ').slice(1);
    expect(pickupSlip).toContain('Store pickup');
    expect(pickupSlip).toContain('Kinyovu Ground Powder 1/2 kg 3 1.5 kg');
    expect(pickupSlip).toContain('Cash to collect: $58.50');
    expect(deliverySlip).toContain('Deliver to Aline Niyonzima 123 Queen Street West Toronto M5H 2M9 Canada');
    expect(deliverySlip).toContain('Phone +14165550142');
    expect(deliverySlip).toContain('Express delivery Courier: Jean Bosco');
    expect(deliverySlip).toContain('Kinyovu Ground Powder 1/2 kg 3 1.5 kg');
    expect(deliverySlip).toContain('Ngozi Green Sack Sack 60 kg 1 60 kg');
    expect(deliverySlip).toContain('Total 4 61.5 kg');
    // The customer's words are text, never markup.
    expect(deliverySlip).toContain('Delivery instructions Gate code 4521 <b>ring twice</b>');
    expect(html).not.toContain('<b>ring twice</b>');
    expect(html).toContain('&lt;b&gt;ring twice&lt;/b&gt;');
  });

  it("prints today's deliveries: the open orders due by the end of the day, overdue ones included", async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const delivery = { fulfillmentMethod: 'delivery', method: 'standard', address };
    const overdue = await place(customer, delivery);
    const dueToday = await place(customer, delivery);
    const later = await place(customer, delivery);
    const cancelled = await place(customer, delivery);
    const now = Date.now();
    const set = (id: string, values: Partial<typeof orders.$inferInsert>) =>
      ctx.database.db.update(orders).set(values).where(eq(orders.id, id));
    await set(overdue, { estimatedAt: new Date(now - 3 * 86_400_000) });
    await set(dueToday, { estimatedAt: new Date(now) });
    await set(later, { estimatedAt: new Date(now + 3 * 86_400_000) });
    await set(cancelled, { estimatedAt: new Date(now), status: 'cancelled' });

    const res = await slips(admin, 'date=today');
    expect(res.statusCode).toBe(200);
    const words = text(res.body);
    expect(words).toContain(`Order ${await number(overdue)}`);
    expect(words).toContain(`Order ${await number(dueToday)}`);
    expect(words).not.toContain(`Order ${await number(later)}`);
    expect(words).not.toContain(`Order ${await number(cancelled)}`);
    expect(words).toContain('Courier: Not assigned yet');

    const longAgo = await slips(admin, 'date=2020-01-01');
    expect(longAgo.statusCode).toBe(404);
    expect(longAgo.json()).toMatchObject({
      success: false,
      code: 'not_found',
      error: 'No open orders are due that day.',
    });
  });

  it('refuses bad, unknown, too many or no orders with a clear code, and everyone but admins', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const order = await place(customer, { fulfillmentMethod: 'pickup' });

    const bad = await slips(admin, `ids=${order},not-an-id`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ message: 'This is not an order id.' }],
    });

    // Any id PostgreSQL's uuid type takes is an id (the scale seeder's are not RFC 4122 ones).
    const unknown = 'f8e918c3-27e5-4b95-f34b-0ab32420e3bc';
    const missing = await slips(admin, `ids=${order},${unknown}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found', error: 'Order #F8E918C3 was not found.' });

    const many = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const tooMany = await slips(admin, `ids=${many.join(',')}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ message: 'Choose at most 100 orders at a time.' }],
    });

    for (const query of ['', 'ids=', `ids=${order}&date=today`, 'date=2026-02-30', 'date=tomorrow']) {
      const res = await slips(admin, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'validation_failed' });
    }

    const courier = await ctx.loginAs('delivery');
    expect((await slips(customer, `ids=${order}`)).statusCode).toBe(403);
    expect((await slips(courier, `ids=${order}`)).statusCode).toBe(403);
    const signedOut = await slips(null, `ids=${order}`);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).not.toContain('Packing slip');
  });

  it('refuses a day with more open orders due than one document holds', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const template = await place(customer, { fulfillmentMethod: 'pickup' });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, template));
    const { id: _id, number: _number, ...copy } = row!;
    const due = { ...copy, estimatedAt: new Date() };
    await ctx.database.db.update(orders).set({ estimatedAt: due.estimatedAt }).where(eq(orders.id, template));
    await ctx.database.db.insert(orders).values(Array.from({ length: 100 }, () => ({ ...due })));
    const res = await slips(admin, 'date=today');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'too_many_orders' });
  });
});
