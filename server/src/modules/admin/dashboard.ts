import { formatOrderNumber } from '@ikawa/contracts/order-number';
import { lowStock } from '../products/low-stock';
import type { DashboardStats } from '@ikawa/contracts/admin';
import { fromCents } from '@ikawa/contracts/money';
import { and, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orderItems, orders, products, users } from '../../db/schema/index';
import { addDays, storeDay, storeDaySql, storeDayStartSql } from '../../lib/store-day';
import { getSettingsRow } from '../settings/repo';
import { rowsOf } from '../../db/rows';
import { readSubscriptionFigures } from '../admin-subscriptions/service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Percent change, rounded to one decimal; null when the earlier period had nothing. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const isSold = sql`is_sold(${orders.status}, ${orders.paymentStatus})`;

/**
 * Sales (what was sold: paid or delivered, `is_sold`, migration 0034, as the best sellers and
 * the products list count) and the orders placed (not cancelled) in [from, to).
 */
export function periodTotalsQuery(db: DbOrTx, from: Date, to: Date) {
  return db
    .select({
      sales: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${isSold}), 0)::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to), ne(orders.status, 'cancelled')));
}

/**
 * The five best sellers since `start` (paid or delivered: `is_sold`, migration 0034). Whole store days come from the
 * `product_sales_daily` totals (kept by triggers, migrations 0007 and 0029); only the partial
 * first day reads order lines, so the cost no longer grows with the number of orders in the period.
 */
async function popularProducts(db: Db, start: Date, timeZone: string) {
  const firstFullDay = addDays(storeDay(start, timeZone), 1);
  return rowsOf<{ id: string; name: string; stock: number; sales: number }>(
    db,
    sql`
    select p.id, p.name, p.stock, sum(s.quantity)::int as sales
    from (
      select product_id, quantity from product_sales_daily where day >= ${firstFullDay}::date
      union all
      select oi.product_id, oi.quantity
      from ${orders} o join ${orderItems} oi on oi.order_id = o.id
      where o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${storeDayStartSql(firstFullDay)}
        and is_sold(o.status, o.payment_status)
    ) s
    join ${products} p on p.id = s.product_id
    group by p.id, p.name, p.stock
    having sum(s.quantity) > 0
    order by sum(s.quantity) desc, p.name
    limit 5`,
  );
}

/**
 * The admin dashboard's figures: the last 30 days against the 30 before. Every query is
 * bounded by `created_at` (indexed) so the cost follows the last 60 days, not the whole history.
 */
export async function dashboardStats(db: Db, now = new Date()): Promise<DashboardStats> {
  const start = new Date(now.getTime() - 30 * DAY_MS);
  const previousStart = new Date(now.getTime() - 60 * DAY_MS);
  const notCancelled = ne(orders.status, 'cancelled');
  const settings = await getSettingsRow(db);
  // The chart's 30 store days, today last.
  const today = storeDay(now, settings.timeZone);
  const chartDays = Array.from({ length: 30 }, (_, i) => addDays(today, i - 29));

  const periodTotals = (from: Date, to: Date) => periodTotalsQuery(db, from, to);
  const newCustomers = (from: Date, to: Date) =>
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, 'customer'), gte(users.createdAt, from), lt(users.createdAt, to)));

  const [
    [current],
    [previous],
    [customersNow],
    [customersBefore],
    [customerTotal],
    [productTotals],
    byDay,
    recent,
    popular,
    subscriptionFigures,
  ] = await Promise.all([
    periodTotals(start, now),
    periodTotals(previousStart, start),
    newCustomers(start, now),
    newCustomers(previousStart, start),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, 'customer'), isNull(users.anonymisedAt))),
    db
      .select({
        total: sql<number>`count(*)::int`,
        low: sql<number>`count(*) filter (where ${lowStock(settings.lowStockThreshold)})::int`,
      })
      .from(products)
      .where(isNull(products.archivedAt)),
    db
      .select({
        day: sql<string>`to_char(${storeDaySql(orders.createdAt)}, 'YYYY-MM-DD')`,
        total: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${isSold}), 0)::bigint`,
        orders: sql<number>`count(*) filter (where ${isSold})::int`,
      })
      .from(orders)
      .where(and(gte(orders.createdAt, storeDayStartSql(chartDays[0]!)), notCancelled))
      .groupBy(sql`1`),
    db
      .select({
        id: orders.id,
        number: orders.number,
        customer: users.name,
        total: orders.totalCents,
        status: orders.status,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .orderBy(desc(orders.createdAt))
      .limit(5),
    popularProducts(db, start, settings.timeZone),
    readSubscriptionFigures(db, now),
  ]);

  const days = new Map(byDay.map((row) => [row.day, row]));
  const salesByDay = chartDays.map((date) => {
    const row = days.get(date);
    return { date, total: fromCents(Number(row?.total ?? 0)), orders: row?.orders ?? 0 };
  });

  const salesNow = Number(current?.sales ?? 0);
  const salesBefore = Number(previous?.sales ?? 0);
  return {
    totalSales: fromCents(salesNow),
    salesChange: percentChange(salesNow, salesBefore),
    totalOrders: current?.count ?? 0,
    ordersChange: percentChange(current?.count ?? 0, previous?.count ?? 0),
    totalCustomers: customerTotal?.count ?? 0,
    customersChange: percentChange(customersNow?.count ?? 0, customersBefore?.count ?? 0),
    totalProducts: productTotals?.total ?? 0,
    lowStockProducts: productTotals?.low ?? 0,
    lowStockThreshold: settings.lowStockThreshold,
    salesByDay,
    recentOrders: recent.map((row) => ({
      _id: row.id,
      number: formatOrderNumber(row.number),
      customer: row.customer,
      total: fromCents(row.total),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    popularProducts: popular.map((row) => ({
      _id: row.id,
      name: row.name,
      sales: row.sales,
      stock: row.stock,
    })),
    subscriptions: subscriptionFigures,
  };
}
