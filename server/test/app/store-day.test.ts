import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../src/db/factories';
import { orders } from '../../src/db/schema/index';
import { addDays, storeDay, storeDayStartSql } from '../../src/lib/store-day';
import { dashboardStats } from '../../src/modules/admin/dashboard';
import { placeCashPickup, saveSettings, useTestApp } from '../helpers';

/**
 * One store day everywhere (server/src/lib/store-day.ts): an order placed at 20:00 in Toronto,
 * 01:00 the next day in UTC, is on the same day on every screen that names a day.
 */
const ctx = useTestApp();

/** 2026-11-26 20:00 in Toronto (EST, UTC−5). */
const EVENING = new Date('2026-11-27T01:00:00Z');

async function eveningOrder(at = EVENING) {
  const admin = await ctx.loginAs('admin');
  const customer = await ctx.loginAs('customer');
  const product = await createProduct(ctx.database.db, {
    name: 'Kayanza Evening Ground',
    description: 'd',
    price: 24,
    weight: 1,
    type: 'powder',
    stock: 10,
  });
  const id = await placeCashPickup(ctx.app, customer, product.id);
  // Paid at the counter: a sale (the best sellers count paid or delivered orders only).
  await ctx.database.db
    .update(orders)
    .set({ createdAt: at, paymentStatus: 'completed' })
    .where(eq(orders.id, id));
  return { admin, customer, id };
}

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

describe('the store day', () => {
  it('puts an order at 20:00 in Toronto on the same day on every screen', async () => {
    const { admin, customer, id } = await eveningOrder();

    // Dashboard: the chart's last day, and the best seller of the period.
    const stats = await dashboardStats(ctx.database.db, new Date('2026-11-27T03:00:00Z'));
    expect(stats.salesByDay.at(-1)).toMatchObject({ date: '2026-11-26', orders: 1, total: 24 });
    expect(stats.popularProducts.map((p) => p.name)).toEqual(['Kayanza Evening Ground']);

    // The order list's date filter, its count (order_counts_daily) and its page.
    const thatDay = await get('/api/admin/orders?from=2026-11-26&to=2026-11-26', admin.headers);
    expect(thatDay.json()).toMatchObject({ total: 1, data: [{ _id: id }] });
    const utcDay = await get('/api/admin/orders?from=2026-11-27&to=2026-11-27', admin.headers);
    expect(utcDay.json()).toMatchObject({ total: 0, data: [] });

    // The accountant's export for that day, with the time on the store's clock.
    const csv = await get('/api/admin/exports/orders.csv?from=2026-11-26&to=2026-11-26', admin.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('2026-11-26 20:00:00');
    const nextDayCsv = await get(
      '/api/admin/exports/orders.csv?from=2026-11-27&to=2026-11-27',
      admin.headers,
    );
    expect(nextDayCsv.body).not.toContain('2026-11-26 20:00:00');

    // The packing slip and the receipt.
    const slip = await get(`/api/admin/packing-slips?ids=${id}`, admin.headers);
    expect(slip.statusCode).toBe(200);
    expect(slip.body).toMatch(/Placed Nov(ember|\.)? 26, 2026/);
    const delivered = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: admin.headers,
      payload: { status: 'delivered' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const receipt = await get(`/api/orders/${id}/receipt`, customer.headers);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain(`of November 26, 2026`);
  });

  it('moves every daily total with the store’s time zone', async () => {
    // 23:30 on the 26th in Toronto is 00:30 on the 27th in Halifax (AST, UTC−4).
    const { admin } = await eveningOrder(new Date('2026-11-27T04:30:00Z'));
    const days = async () =>
      (
        (await ctx.database.db.execute(sql`
          select (select array_agg(distinct day::text) from order_counts_daily where orders <> 0) as counts,
                 (select array_agg(distinct day::text) from product_sales_daily where quantity <> 0) as sales`)) as unknown as {
          rows: { counts: string[]; sales: string[] }[];
        }
      ).rows[0];
    const listed = async (day: string) =>
      (await get(`/api/admin/orders?from=${day}&to=${day}`, admin.headers)).json().total;
    expect(await days()).toEqual({ counts: ['2026-11-26'], sales: ['2026-11-26'] });
    expect([await listed('2026-11-26'), await listed('2026-11-27')]).toEqual([1, 0]);

    await saveSettings(ctx, { timeZone: 'America/Halifax' });
    expect(await days()).toEqual({ counts: ['2026-11-27'], sales: ['2026-11-27'] });
    expect([await listed('2026-11-26'), await listed('2026-11-27')]).toEqual([0, 1]);
  });

  it('is the same day in the server’s code and in its SQL, around midnight and daylight saving time', async () => {
    const { db } = ctx.database;
    const instants = [
      '2026-03-08T06:59:59Z', // Toronto: 01:59:59 EST, just before the clocks go forward
      '2026-03-08T07:00:00Z',
      '2026-11-01T05:30:00Z', // Toronto: 01:30, the hour that happens twice
      '2026-11-01T06:30:00Z',
      '2026-11-27T04:59:59Z', // Toronto: 23:59:59 on the 26th
      '2026-11-27T05:00:00Z',
      '2026-11-27T03:29:59Z', // St. John's (UTC−3:30): 23:59:59 on the 26th
      '2026-11-27T03:30:00Z',
    ].map((iso) => new Date(iso));
    for (const zone of ['America/Toronto', 'America/St_Johns', 'America/Vancouver', 'America/Halifax']) {
      await db.execute(sql`update store_settings set time_zone = ${zone}`);
      for (const at of instants) {
        const [row] = (
          (await db.execute(
            sql`select store_day(${at.toISOString()}::timestamptz)::text as day`,
          )) as unknown as {
            rows: { day: string }[];
          }
        ).rows;
        expect(row?.day, `${zone} ${at.toISOString()}`).toBe(storeDay(at, zone));
        // The day's first instant belongs to it, and the one before to the day before.
        const day = storeDay(at, zone);
        const [bounds] = (
          (await db.execute(sql`
            select store_day(${storeDayStartSql(day)})::text as first,
                   store_day(${storeDayStartSql(day)} - interval '1 millisecond')::text as before`)) as unknown as {
            rows: { first: string; before: string }[];
          }
        ).rows;
        expect(bounds).toEqual({ first: day, before: addDays(day, -1) });
      }
    }
  });
});
