/**
 * Issue 7 §8: the admin order list never counts a large result in full. These tests lower the
 * exact-count limit to 10 so a few dozen orders reach the estimated-total paths.
 */
import { AdminOrderListQuerySchema, type AdminOrderListQueryInput } from '@ikawa/contracts/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, resetDatabase } from '../../../test/helpers';
import { createAdminOrdersService } from './orders-service';

const ORDERS = 47;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let service: ReturnType<typeof createAdminOrdersService>;

const list = (input: AdminOrderListQueryInput) => service.list(AdminOrderListQuerySchema.parse(input));

beforeAll(async () => {
  database = await createTestDatabase();
  await resetDatabase(database);
  const { db } = database;
  await db.execute(sql`
    insert into users (name, email, password_hash, role)
    values ('Pager', 'pager@orders.test', 'x', 'customer')`);
  // Every fifth order is cancelled: 9 of 47, under the limit, so that filter counts exactly.
  await db.execute(sql`
    insert into orders (user_id, status, payment_method, payment_status, subtotal_cents, delivery_fee_cents,
                        total_cents, fulfillment_method, created_at)
    select (select id from users where email = 'pager@orders.test'),
           (case when g % 5 = 0 then 'cancelled' else 'pending' end)::order_status,
           'cash', 'pending', 2000, 0, 2000, 'pickup', now() - g * interval '1 hour'
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`analyze orders`);
  service = createAdminOrdersService({ db, exactCountLimit: 10 });
});

afterAll(async () => {
  await database.dispose();
});

describe('admin order list totals', () => {
  it('gives the planner estimate, marked as such, for a full page of a large result', async () => {
    const first = await list({ page: 1, pageSize: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.totalIsEstimate).toBe(true);
    // ANALYZE saw every row of so small a table: the estimate is the count.
    expect(first.total).toBe(ORDERS);
    expect(first.totalPages).toBe(3);
    const times = first.data.map((order) => Date.parse(order.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('knows the exact total once a short page reaches the end', async () => {
    const last = await list({ page: 3, pageSize: 20 });
    expect(last.data).toHaveLength(ORDERS - 40);
    expect(last).toMatchObject({ total: ORDERS, totalIsEstimate: false, totalPages: 3 });
  });

  it('counts exactly when a page is asked beyond the end', async () => {
    const beyond = await list({ page: 9, pageSize: 20 });
    expect(beyond.data).toEqual([]);
    expect(beyond).toMatchObject({ total: ORDERS, totalIsEstimate: false, totalPages: 3 });
  });

  it('counts a small filtered result exactly', async () => {
    const cancelled = await list({ status: 'cancelled', pageSize: 5 });
    expect(cancelled.data).toHaveLength(5);
    expect(cancelled).toMatchObject({ total: 9, totalIsEstimate: false, totalPages: 2 });
  });

  it('never reports fewer orders than the page just read', async () => {
    // Orders added after ANALYZE: the stale estimate is below what the pages show.
    await database.db.execute(sql`
      insert into orders (user_id, status, payment_method, payment_status, subtotal_cents, delivery_fee_cents,
                          total_cents, fulfillment_method, created_at)
      select (select id from users where email = 'pager@orders.test'), 'pending', 'cash', 'pending',
             2000, 0, 2000, 'pickup', now() - interval '100 days' - g * interval '1 hour'
      from generate_series(1, 40) g`);
    const page = await list({ page: 4, pageSize: 20 });
    expect(page.data).toHaveLength(20);
    expect(page.totalIsEstimate).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(80);
  });
});
