import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { createProduct } from '../../db/factories';
import { orderItems, orders } from '../../db/schema/index';

/**
 * Migration 0007's `product_sales_daily` (the dashboard's best sellers) must always equal the
 * sum it replaces: quantities of lines on orders sold (paid or delivered, never cancelled:
 * `is_sold`, migration 0034), per store day and product (migration 0029).
 */
const ctx = useTestApp();
const address = {
  street: '1 Main St',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550100',
};
let bags: { id: string }[];

beforeEach(async () => {
  bags = [];
  for (const name of ['Kinyovu Ground', 'Ngozi Beans'])
    bags.push(
      await createProduct(ctx.database.db, {
        name,
        description: 'd',
        price: 20,
        weight: 1,
        type: 'powder',
        stock: 50,
      }),
    );
});

type Rows = { rows: { day: string; product_id: string; quantity: number }[] };

async function totals() {
  const { db } = ctx.database;
  const kept = (await db.execute(sql`
    select day::text as day, product_id::text as product_id, quantity
    from product_sales_daily where quantity <> 0 order by 1, 2`)) as unknown as Rows;
  const actual = (await db.execute(sql`
    select store_day(o.created_at)::text as day, oi.product_id::text as product_id,
           sum(oi.quantity)::int as quantity
    from order_items oi join orders o on o.id = oi.order_id
    where o.status <> 'cancelled' and (o.payment_status = 'completed' or o.status = 'delivered')
    group by 1, 2 order by 1, 2`)) as unknown as Rows;
  return { kept: kept.rows, actual: actual.rows };
}

describe('product_sales_daily', () => {
  it('follows orders placed, cancelled, reopened in SQL, moved, changed and deleted', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const place = async (quantities: number[]) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: customer.headers,
        payload: {
          products: quantities.map((quantity, i) => ({ product: bags[i]!.id, quantity })),
          delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
          payment: { method: 'cash' },
        },
      });
      expect(res.statusCode).toBe(201);
      return res.json().data as { _id: string };
    };
    const setStatus = async (id: string, status: string) => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${id}`,
        headers: admin.headers,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
    };
    const check = async () => {
      const { kept, actual } = await totals();
      expect(kept).toEqual(actual);
    };

    const first = await place([2, 1]);
    const second = await place([3]);
    const third = await place([1, 4]);
    await check();
    // Unpaid cash orders are not sales yet.
    expect((await totals()).actual.length).toBe(0);
    const { db } = ctx.database;
    await setStatus(first._id, 'delivered');
    await check();
    for (const paid of [second, third])
      await db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, paid._id));
    await check();
    expect((await totals()).actual.length).toBe(2);

    await setStatus(second._id, 'cancelled');
    await check();
    // The life cycle never reopens a cancelled order; the trigger follows such a write anyway.
    await db.update(orders).set({ status: 'processing' }).where(eq(orders.id, second._id));
    await check();

    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .where(eq(orders.id, first._id));
    await check();
    await db.update(orderItems).set({ quantity: 5 }).where(eq(orderItems.orderId, third._id));
    await check();
    await db.delete(orderItems).where(eq(orderItems.productId, bags[1]!.id));
    await check();
    await db.delete(orders).where(eq(orders.id, third._id));
    await check();
  });
});
