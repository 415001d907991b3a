import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { deliveryPersons, newsletterSubscriptions, users } from '../../db/schema/index';
import { placeCardOrder, type TestUser, useTestApp } from '../../../test/helpers';

/**
 * Every CSV the shop writes, read as a spreadsheet would: a line feed or a carriage return alone
 * ends a row unless quoted, and a cell that starts with = + - @ (or a tab or carriage return) is
 * a formula. Names from before the contracts refused control characters are still in databases,
 * so they are written straight into the rows here.
 */
const ctx = useTestApp();

const HOSTILE = `Ana\n=cmd|' /C calc'!A0`;
const HOSTILE_CR = `Bo\r+SUM(A1)\u0007`;

/** Parses strictly: rows end at CRLF, LF or CR; every row must have the header's column count. */
function readStrictly(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body, { bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: false });
}

function expectNoFormula(rows: string[][]) {
  const [header, ...data] = rows;
  expect(data.length).toBeGreaterThan(0);
  for (const row of data) {
    expect(row).toHaveLength(header!.length);
    for (const cell of row) {
      // A negative amount is a number, not a formula.
      if (/^-\d+(\.\d+)?$/.test(cell)) continue;
      expect(cell, `cell ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
    }
  }
}

const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: user.headers });

describe('CSV exports read by a strict parser', () => {
  it('quote control characters and defuse formulas in orders, payouts and subscribers', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    await ctx.database.db.update(users).set({ name: HOSTILE }).where(eq(users.id, customer.id));
    await ctx.database.db.update(users).set({ name: HOSTILE_CR }).where(eq(users.id, courier.id));
    const bag = await createProduct(ctx.database.db, {
      name: 'Kinyovu Ground',
      description: 'd',
      price: 19.5,
      weight: 0.5,
      type: 'powder',
      stock: 10,
    });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        products: [{ product: bag.id, quantity: 1 }],
        delivery: {
          fulfillmentMethod: 'delivery',
          method: 'standard',
          address: {
            street: '1 Queen St W',
            city: 'Toronto',
            postalCode: 'M5H 2M9',
            country: 'CA',
            phone: '+14165550142',
          },
        },
        payment: { method: 'cash' },
      },
    });
    expect(placed.statusCode).toBe(201);
    // A card order is invoiced at once: the invoice register carries the buyer's name as issued.
    await placeCardOrder(ctx.app, customer, {
      products: [{ product: bag.id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'pickup' },
    });
    const orderId = placed.json().data._id as string;
    const [person] = await ctx.database.db
      .select({ id: deliveryPersons.id })
      .from(deliveryPersons)
      .where(eq(deliveryPersons.userId, courier.id));
    const assigned = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/delivery/admin/orders/${orderId}/assign`,
      headers: admin.headers,
      payload: { deliveryPersonId: person!.id, deliveryFee: 5 },
    });
    expect(assigned.statusCode).toBe(200);
    const signedUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'ana@example.com', consentVersion: 1 },
    });
    expect(signedUp.statusCode).toBe(201);
    await ctx.database.db
      .update(newsletterSubscriptions)
      .set({ name: `@Ana\r\n-1+2` })
      .where(eq(newsletterSubscriptions.email, 'ana@example.com'));

    const today = new Date();
    const day = (offset: number) =>
      new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const range = `from=${day(-2)}&to=${day(2)}`;
    const files = {
      orders: await get(admin, `/api/admin/exports/orders.csv?${range}`),
      payouts: await get(admin, `/api/admin/exports/payouts.csv?${range}`),
      subscribers: await get(admin, '/api/admin/newsletter/subscribers.csv'),
      invoices: await get(admin, `/api/admin/exports/invoices.csv?${range}`),
    };
    for (const [name, res] of Object.entries(files)) {
      expect(res.statusCode, name).toBe(200);
      expectNoFormula(readStrictly(res.body));
    }
    const cellsOf = (body: string) => readStrictly(body).flat();
    expect(cellsOf(files.orders.body)).toContain(`Ana\n=cmd|' /C calc'!A0`);
    expect(cellsOf(files.payouts.body)).toContain(`Bo\r+SUM(A1)\u0007`);
    expect(cellsOf(files.subscribers.body)).toContain(`'@Ana\r\n-1+2`);
    expect(cellsOf(files.invoices.body)).toContain(`Ana\n=cmd|' /C calc'!A0`);
  });

  it('refuses control characters in names and addresses at the contract', async () => {
    const customer = await ctx.loginAs('customer');
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${customer.id}`,
      headers: customer.headers,
      payload: { name: HOSTILE },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({
      code: 'validation_failed',
      details: [
        { path: 'name', message: 'Use a single line, without line breaks, tabs or other control characters' },
      ],
    });
    const signedUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { name: 'Ana\t=1+1', email: 'tab@example.com', consentVersion: 1 },
    });
    expect(signedUp.statusCode).toBe(400);
    const [row] = await ctx.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, customer.id));
    expect(row!.name).not.toContain('\n');
  });
});
