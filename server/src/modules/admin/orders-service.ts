import type { AdminOrderListQuery } from '@ikawa/contracts/admin';
import type { OrderStatus } from '@ikawa/contracts/enums';
import type { Order, OrderEvent } from '@ikawa/contracts/orders';
import { ORDER_MESSAGES } from '@ikawa/contracts/orders';
import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import { listActivity } from '../orders/events-repo';
import { type Lifecycle, STATUS_MOVES } from '../orders/lifecycle';
import { toOrderDto, toOrderEventDto } from '../orders/mapper';
import { findOrderRow, idStartsWith, loadAggregates } from '../orders/repo';
import { containsPattern } from '../../lib/like';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the UTC day after `day` ('2026-03-04' → 2026-03-05T00:00Z). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/** Counts are exact up to here; beyond it the planner's estimate is close enough for paging. */
export const EXACT_COUNT_LIMIT = 10_000;

/** The admin list's filters as one condition (SPEC §4 order management filters). */
export async function adminOrderListWhere(db: Db, query: AdminOrderListQuery): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(orders.status, query.status));
  if (query.paymentStatus !== 'all') conditions.push(eq(orders.paymentStatus, query.paymentStatus));
  if (query.fulfillment !== 'all') conditions.push(eq(orders.fulfillmentMethod, query.fulfillment));
  if (query.from) conditions.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    conditions.push(lt(orders.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)));
  if (query.q) {
    // The start of an order id (pattern index), or part of a customer's name or e-mail. The
    // few matching customers are looked up first, so both halves can use an index (an OR
    // with a sub-select would read every order).
    const text = containsPattern(query.q);
    const customers = await db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.name, text), ilike(users.email, text)))
      .limit(1000);
    const byCustomer =
      customers.length > 0
        ? inArray(
            orders.userId,
            customers.map((c) => c.id),
          )
        : undefined;
    const match = or(idStartsWith(query.q), byCustomer);
    if (match) conditions.push(match);
  }
  return and(...conditions);
}

/** Where a page starts: only orders created before `before`, skipping `skip` of them. */
export interface PageSeek {
  before: Date;
  skip: number;
}

/**
 * The ids on one page, newest first. Only ids are read while skipping rows, so the skip walks a
 * covering index (index-only scan) instead of fetching every skipped order. With a seek (the
 * day the page starts on, from `order_counts_daily`) the skip is at most one day of orders.
 */
export function adminOrderPageIds(
  db: Db,
  where: SQL | undefined,
  query: AdminOrderListQuery,
  seek?: PageSeek,
) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(seek ? and(where, lt(orders.createdAt, seek.before)) : where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.pageSize)
    .offset(seek ? seek.skip : (query.page - 1) * query.pageSize);
}

/**
 * The exact number of orders matching the list's filters other than `q`, and the UTC day on
 * which the `offset`-th of them (newest first) was placed, with how many come before that day:
 * read from `order_counts_daily` (migration 0011), a few hundred rows whatever the page.
 */
export function adminOrderDayIndex(db: Db, query: AdminOrderListQuery, offset: number) {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(sql`status = ${query.status}`);
  if (query.paymentStatus !== 'all') conditions.push(sql`payment_status = ${query.paymentStatus}`);
  if (query.fulfillment !== 'all') conditions.push(sql`fulfillment_method = ${query.fulfillment}`);
  if (query.from) conditions.push(sql`day >= ${query.from}::date`);
  if (query.to) conditions.push(sql`day <= ${query.to}::date`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`
    with days as (
      select day, sum(orders)::int as n from order_counts_daily ${where} group by day
    ), running as (
      select day, n, (sum(n) over (order by day desc) - n)::int as before from days
    )
    select (select coalesce(sum(n), 0)::int from days) as total, r.day::text as day, r.before
    from (select 1) as one
    left join running r on r.before <= ${offset} and r.before + r.n > ${offset}`;
}

/** Counts at most `limit` + 1 matching orders: never a full-table count. */
export function adminOrderCappedCount(db: Db, where: SQL | undefined, limit = EXACT_COUNT_LIMIT) {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(orders)
    .where(where)
    .limit(limit + 1)
    .as('capped');
  return db.select({ total: sql<number>`count(*)::int` }).from(capped);
}

/** The planner's row estimate for the matching orders (statistics from ANALYZE). */
async function estimatedCount(db: Db, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(
    sql`explain (format json) ${db.select({ id: orders.id }).from(orders).where(where)}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * The exact total of a list without a search, and where its page starts (null past the end).
 */
export async function adminOrderPageStart(
  db: Db,
  query: AdminOrderListQuery,
): Promise<{ total: number; seek: PageSeek | null }> {
  const offset = (query.page - 1) * query.pageSize;
  const result = (await db.execute(adminOrderDayIndex(db, query, offset))) as unknown as {
    rows: { total: number | string; day: string | null; before: number | string | null }[];
  };
  const row = result.rows[0];
  const total = Number(row?.total ?? 0);
  if (!row?.day) return { total, seek: null };
  return { total, seek: { before: nextDay(row.day), skip: offset - Number(row.before ?? 0) } };
}

/** Every matching order, counted: only for a page asked beyond the estimated end. */
async function exactCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return row?.total ?? 0;
}

/**
 * Folds the shards of `order_counts_daily` rows of days before today into shard 0 (migration
 * 0015 spreads a day's new orders over 16 rows while it is today). Safe beside new orders: a
 * trigger that meets a row this deletes waits, then writes a row of its own. Answers the rows
 * folded.
 */
export async function compactOrderCounts(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    with folded as (
      delete from order_counts_daily
      where shard <> 0 and day < (now() at time zone 'UTC')::date
      returning day, status, payment_status, fulfillment_method, orders
    ), summed as (
      insert into order_counts_daily (day, status, payment_status, fulfillment_method, shard, orders)
      select day, status, payment_status, fulfillment_method, 0, sum(orders)::int from folded
      group by 1, 2, 3, 4
      on conflict (day, status, payment_status, fulfillment_method, shard)
      do update set orders = order_counts_daily.orders + excluded.orders
    )
    select count(*)::int as n from folded`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

export function createAdminOrdersService({
  db,
  lifecycle,
  exactCountLimit = EXACT_COUNT_LIMIT,
}: {
  db: Db;
  lifecycle: Lifecycle;
  /** Tests lower it to reach the estimated-total paths with a few dozen orders. */
  exactCountLimit?: number;
}) {
  /**
   * Issue 7 §8: any page of any filter fast at a million orders, and no full-table count.
   * Without a search, the daily counts give the exact total and the day the page starts on, so
   * the page skips at most one day of orders. A search (`q`) matches few orders: its count stops
   * at `exactCountLimit` + 1 and, past that, becomes the planner's estimate (`totalIsEstimate`);
   * a short page there has reached the end, which makes the total exact again.
   */
  async function list(query: AdminOrderListQuery) {
    const where = await adminOrderListWhere(db, query);
    const offset = (query.page - 1) * query.pageSize;
    const pageOf = (seek?: PageSeek) =>
      db
        .select()
        .from(orders)
        .where(inArray(orders.id, adminOrderPageIds(db, where, query, seek)))
        .orderBy(desc(orders.createdAt), desc(orders.id));

    let rows: (typeof orders.$inferSelect)[];
    let total: number;
    let totalIsEstimate = false;
    if (!query.q) {
      const start = await adminOrderPageStart(db, query);
      total = start.total;
      rows = start.seek ? await pageOf(start.seek) : [];
    } else {
      const [found, [counted]] = await Promise.all([
        pageOf(),
        adminOrderCappedCount(db, where, exactCountLimit),
      ]);
      rows = found;
      total = counted?.total ?? 0;
      if (total > exactCountLimit) {
        if (rows.length > 0 && rows.length < query.pageSize) total = offset + rows.length;
        else if (rows.length === 0) total = await exactCount(db, where);
        else {
          total = Math.max(total, offset + rows.length, await estimatedCount(db, where));
          totalIsEstimate = true;
        }
      }
    }
    const data = (await loadAggregates(db, rows)).map(toOrderDto);
    return {
      data,
      total,
      totalIsEstimate,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  async function get(id: string): Promise<Order> {
    const row = await findOrderRow(db, id);
    if (!row) throw new AppError('not_found', ORDER_MESSAGES.notFound);
    const [full] = await loadAggregates(db, [row]);
    if (!full) throw new AppError('not_found', ORDER_MESSAGES.notFound);
    return toOrderDto(full);
  }

  /**
   * SPEC §4: the admin sets the five statuses directly, where the order life cycle allows it
   * (`nextStatuses` lists them); cancelling returns the stock and refunds a paid card order.
   */
  async function setStatus(admin: CurrentUser, id: string, status: OrderStatus): Promise<Order> {
    await lifecycle.move({
      orderId: id,
      actor: { role: 'admin', userId: admin.id },
      move: STATUS_MOVES[status],
    });
    return get(id);
  }

  /** The order's event log with who did what (the admin's Activity list). */
  async function activity(id: string): Promise<OrderEvent[]> {
    const row = await findOrderRow(db, id);
    if (!row) throw new AppError('not_found', ORDER_MESSAGES.notFound);
    return (await listActivity(db, id)).map(({ event, actorName }) => toOrderEventDto(event, actorName));
  }

  return { list, get, setStatus, activity, compactCounts: () => compactOrderCounts(db) };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
