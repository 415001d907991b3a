import type { DashboardStats } from '@ikawa/contracts/admin';
import { fromCents } from '@ikawa/contracts/money';
import { and, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products, users } from '../../db/schema/index';
import { getSettingsRow } from '../settings/repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Percent change, rounded to one decimal; null when the earlier period had nothing. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
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

  const periodTotals = (from: Date, to: Date) =>
    db
      .select({
        sales: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`,
        count: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to), notCancelled));
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
        low: sql<number>`count(*) filter (where ${products.stock} < ${settings.lowStockThreshold})::int`,
      })
      .from(products)
      .where(isNull(products.archivedAt)),
    db
      .select({
        day: sql<string>`to_char(date_trunc('day', ${orders.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
        total: sql<number>`sum(${orders.totalCents})::bigint`,
        orders: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(gte(orders.createdAt, start), notCancelled))
      .groupBy(sql`1`),
    db
      .select({
        id: orders.id,
        customer: users.name,
        total: orders.totalCents,
        status: orders.status,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .orderBy(desc(orders.createdAt))
      .limit(5),
    db
      .select({
        id: products.id,
        name: products.name,
        stock: products.stock,
        sales: sql<number>`sum(${orderItems.quantity})::int`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(gte(orders.createdAt, start), notCancelled))
      .groupBy(products.id, products.name, products.stock)
      .orderBy(desc(sql`sum(${orderItems.quantity})`), products.name)
      .limit(5),
  ]);

  const days = new Map(byDay.map((row) => [row.day, row]));
  const salesByDay = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(now.getTime() - (29 - i) * DAY_MS).toISOString().slice(0, 10);
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
  };
}
