/**
 * The admin order list gives any page of any filter without counting or skipping a
 * large result. Without a search, totals and page starts come from `order_counts_daily`
 * (migration 0011); every page must hold exactly what a plain OFFSET query would. A search
 * keeps a capped count, lowered here to 10 so a few dozen orders reach its estimated totals.
 */
import { AdminOrderListQuerySchema, type AdminOrderListQueryInput } from '@ikawa/contracts/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, resetDatabase } from '../../../test/helpers';
import { createLifecycle } from '../orders/lifecycle';
import { createSimulatedProvider } from '../payments/simulated-provider';
import { createAdminOrdersService } from './orders-service';
import { compactOrderCounts } from './repo';

const ORDERS = 47;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let service: ReturnType<typeof createAdminOrdersService>;

const list = (input: AdminOrderListQueryInput) => service.list(AdminOrderListQuerySchema.parse(input));

/** What a plain query answers: every matching id, newest first. */
async function expectedIds(where: ReturnType<typeof sql>) {
  const result = (await database.db.execute(
    sql`select id::text as id from orders where ${where} order by created_at desc, id desc`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** Reads every page of a filter and checks each against the plain query, and the totals. */
async function expectPagesMatch(input: AdminOrderListQueryInput, where: ReturnType<typeof sql>) {
  const ids = await expectedIds(where);
  const pageSize = 4;
  const pages = Math.ceil(ids.length / pageSize);
  // One page past the end too: it is empty and still knows the total.
  for (let page = 1; page <= pages + 1; page += 1) {
    const answer = await list({ ...input, page, pageSize });
    expect(answer, `page ${page}`).toMatchObject({
      total: ids.length,
      totalIsEstimate: false,
      totalPages: pages,
    });
    expect(
      answer.data.map((order) => order._id),
      `page ${page}`,
    ).toEqual(ids.slice((page - 1) * pageSize, page * pageSize));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  await resetDatabase(database);
  const { db } = database;
  await db.execute(sql`
    insert into users (name, email, password_hash, role)
    values ('Pager', 'pager@orders.test', 'x', 'customer')`);
  // Every 5 hours from a fixed midnight: 4 to 5 orders a UTC day over 10 days, some at the same
  // instant (ties broken by id), every fifth cancelled, every third a pickup.
  await db.execute(sql`
    insert into orders (user_id, status, payment_method, payment_status, subtotal_cents, delivery_fee_cents,
                        total_cents, fulfillment_method, created_at)
    select (select id from users where email = 'pager@orders.test'),
           (case when g % 5 = 0 then 'cancelled' else 'pending' end)::order_status,
           'cash', (case when g % 2 = 0 then 'completed' else 'pending' end)::payment_status,
           2000, 0, 2000, (case when g % 3 = 0 then 'pickup' else 'delivery' end)::fulfillment_method,
           timestamptz '2026-03-20T00:00:00Z' - (g / 2) * interval '10 hours'
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`analyze orders`);
  const lifecycle = createLifecycle({ db, provider: createSimulatedProvider(db) });
  service = createAdminOrdersService({ db, lifecycle, exactCountLimit: 10 });
});

afterAll(async () => {
  await database.dispose();
});

describe('admin order list without a search', () => {
  it('gives exact totals and the same pages as a plain OFFSET query, across day boundaries', async () => {
    await expectPagesMatch({}, sql`true`);
  });

  it('does the same for each filter and their combinations', async () => {
    await expectPagesMatch({ status: 'cancelled' }, sql`status = 'cancelled'`);
    await expectPagesMatch({ paymentStatus: 'completed' }, sql`payment_status = 'completed'`);
    await expectPagesMatch(
      { fulfillment: 'pickup', status: 'pending' },
      sql`fulfillment_method = 'pickup' and status = 'pending'`,
    );
    await expectPagesMatch(
      { from: '2026-03-14', to: '2026-03-17' },
      // Store days: from the 14th's midnight in Toronto to the 18th's.
      sql`created_at >= '2026-03-14T04:00:00Z' and created_at < '2026-03-18T04:00:00Z'`,
    );
    await expectPagesMatch({ status: 'shipped' }, sql`status = 'shipped'`);
  });

  it('follows status changes, new orders and deleted orders at once', async () => {
    const { db } = database;
    await db.execute(sql`update orders set status = 'shipped', payment_status = 'completed'
                         where id in (select id from orders order by created_at limit 7)`);
    await db.execute(sql`
      insert into orders (user_id, status, payment_method, payment_status, subtotal_cents, delivery_fee_cents,
                          total_cents, fulfillment_method)
      select user_id, 'pending', 'cash', 'pending', 2000, 0, 2000, 'delivery' from orders limit 3`);
    await db.execute(
      sql`delete from orders where id in (select id from orders where status = 'cancelled' limit 2)`,
    );
    await expectPagesMatch({}, sql`true`);
    await expectPagesMatch({ status: 'shipped' }, sql`status = 'shipped'`);
    await expectPagesMatch({ status: 'cancelled' }, sql`status = 'cancelled'`);
  });

  it("spreads today's new orders over shards and folds the shards of days gone by (migration 0015)", async () => {
    const { db } = database;
    const rows = async () =>
      (
        (await db.execute(
          sql`select day::text as day, shard, orders from order_counts_daily order by day, shard`,
        )) as unknown as { rows: { day: string; shard: number; orders: number }[] }
      ).rows;
    const before = (await rows()).length;
    await db.execute(sql`
      insert into orders (user_id, status, payment_method, payment_status, subtotal_cents, delivery_fee_cents,
                          total_cents, fulfillment_method)
      select user_id, 'pending', 'cash', 'pending', 2000, 0, 2000, 'delivery' from orders limit 40`);
    const today = (await rows()).filter((row) => row.shard !== 0);
    expect(new Set(today.map((row) => row.shard)).size).toBeGreaterThan(4);
    // Tomorrow, as today's orders and counts will be: a day back, the counts still in their
    // shards (the orders moved without the trigger, as time passing moves them).
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const today = sql`store_day(now())`;
      await tx.execute(sql`update order_counts_daily set day = day - 1 where day = ${today}`);
      await tx.execute(sql`update orders set created_at = created_at - interval '1 day'
                           where store_day(created_at) = ${today}`);
    });
    await expectPagesMatch({}, sql`true`);
    expect(await compactOrderCounts(db)).toBe(today.length);
    expect((await rows()).filter((row) => row.shard !== 0)).toEqual([]);
    expect((await rows()).length).toBeLessThanOrEqual(before + 1);
    await expectPagesMatch({}, sql`true`);
    await expectPagesMatch({ status: 'pending' }, sql`status = 'pending'`);
    expect(await compactOrderCounts(db)).toBe(0);
  });
});

describe('admin order list with a search', () => {
  const everyOrder = { q: 'pager@orders' };

  it('gives the planner estimate, marked as such, for a full page of a large result', async () => {
    const first = await list({ ...everyOrder, page: 1, pageSize: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.totalIsEstimate).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(20);
    const times = first.data.map((order) => Date.parse(order.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('knows the exact total once a short page reaches the end, or a page beyond it', async () => {
    const count = (await expectedIds(sql`true`)).length;
    const last = await list({ ...everyOrder, page: Math.ceil(count / 20), pageSize: 20 });
    expect(last).toMatchObject({ total: count, totalIsEstimate: false });
    const beyond = await list({ ...everyOrder, page: 9, pageSize: 20 });
    expect(beyond.data).toEqual([]);
    expect(beyond).toMatchObject({ total: count, totalIsEstimate: false });
  });

  it('counts a small result exactly and never reports fewer orders than a page shows', async () => {
    const cancelled = await list({ ...everyOrder, status: 'cancelled', pageSize: 5 });
    expect(cancelled).toMatchObject({ total: (await expectedIds(sql`status = 'cancelled'`)).length });
    expect(cancelled.totalIsEstimate).toBe(false);
    const deep = await list({ ...everyOrder, page: 2, pageSize: 20 });
    expect(deep.data).toHaveLength(20);
    expect(deep.total).toBeGreaterThanOrEqual(40);
  });
});
