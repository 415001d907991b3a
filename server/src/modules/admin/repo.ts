/**
 * The admin area's own reads: the order list's pages and counts at any scale
 * (decision 005) and the user list. What the admin changes goes through the modules that own the
 * rows (the order life cycle, users' and couriers' repos).
 */
import type { AdminOrderListQuery, AdminUserListQuery } from '@ikawa/contracts/admin';
import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orders, users } from '../../db/schema/index';
import { containsPattern } from '../../lib/like';
import { addDays, storeDayStartSql } from '../../lib/store-day';
import { orderSearchCondition, type OrderRow } from '../orders/repo';
import type { UserRow } from '../users/repo';
import { rowsOf } from '../../db/rows';

/** Counts are exact up to here; beyond it the planner's estimate is close enough for paging. */
export const EXACT_COUNT_LIMIT = 10_000;

/** The admin list's filters as one condition (SPEC §4 order management filters). */
export async function adminOrderListWhere(db: Db, query: AdminOrderListQuery): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(orders.status, query.status));
  if (query.paymentStatus !== 'all') conditions.push(eq(orders.paymentStatus, query.paymentStatus));
  if (query.fulfillment !== 'all') conditions.push(eq(orders.fulfillmentMethod, query.fulfillment));
  // Days are the store's days (lib/store-day.ts), as on the slips and the dashboard.
  if (query.from) conditions.push(gte(orders.createdAt, storeDayStartSql(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, storeDayStartSql(addDays(query.to, 1))));
  if (query.q) {
    // An order as printed (its number, or the start of its id), or part of a customer's name or
    // e-mail. The few matching customers are looked up first, so both halves can use an index
    // (an OR with a sub-select would read every order).
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
    const match = or(orderSearchCondition(query.q), byCustomer);
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
 * The exact number of orders matching the list's filters other than `q`, the store day on
 * which the `offset`-th of them (newest first) was placed and the instant that day ends, with how
 * many come before that day: read from `order_counts_daily` (migrations 0011 and 0029), a few
 * hundred rows whatever the page.
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
    select (select coalesce(sum(n), 0)::int from days) as total, r.day::text as day, r.before,
      (extract(epoch from ((r.day + 1)::timestamp at time zone store_zone())) * 1000)::bigint as "dayEndMs"
    from (select 1) as one
    left join running r on r.before <= ${offset} and r.before + r.n > ${offset}`;
}

/** One page of orders, newest first (`adminOrderPageIds`). */
export function adminOrderPage(
  db: Db,
  where: SQL | undefined,
  query: AdminOrderListQuery,
  seek?: PageSeek,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(inArray(orders.id, adminOrderPageIds(db, where, query, seek)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
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
export async function estimatedCount(db: Db, where: SQL | undefined): Promise<number> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`explain (format json) ${db.select({ id: orders.id }).from(orders).where(where)}`,
  );
  const cell = Object.values(rows[0] ?? {})[0];
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
  const [row] = await rowsOf<{
    total: number | string;
    day: string | null;
    before: number | string | null;
    dayEndMs: number | string | null;
  }>(db, adminOrderDayIndex(db, query, offset));
  const total = Number(row?.total ?? 0);
  if (!row?.day) return { total, seek: null };
  return {
    total,
    seek: { before: new Date(Number(row.dayEndMs)), skip: offset - Number(row.before ?? 0) },
  };
}

/** Every matching order, counted: only for a page asked beyond the estimated end. */
export async function exactCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return row?.total ?? 0;
}

/**
 * Folds the shards of `order_counts_daily` rows of store days before today into shard 0 (migration
 * 0015 spreads a day's new orders over 16 rows while it is today). Safe beside new orders: a
 * trigger that meets a row this deletes waits, then writes a row of its own. Answers the rows
 * folded.
 */
export async function compactOrderCounts(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`
    with folded as (
      delete from order_counts_daily
      where shard <> 0 and day < store_day(now())
      returning day, status, payment_status, fulfillment_method, orders
    ), summed as (
      insert into order_counts_daily (day, status, payment_status, fulfillment_method, shard, orders)
      select day, status, payment_status, fulfillment_method, 0, sum(orders)::int from folded
      group by 1, 2, 3, 4
      on conflict (day, status, payment_status, fulfillment_method, shard)
      do update set orders = order_counts_daily.orders + excluded.orders
    )
    select count(*)::int as n from folded`,
  );
  return row?.n ?? 0;
}

// ---- users -----------------------------------------------------------------------------------

/** A page of the admin's user list (anonymised accounts left out), newest first, and its total. */
export async function listUsersPage(
  db: Db,
  query: AdminUserListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [isNull(users.anonymisedAt)];
  const role = query.role === 'user' ? 'customer' : query.role;
  if (role !== 'all') conditions.push(eq(users.role, role));
  if (query.q) {
    const text = containsPattern(query.q);
    const match = or(ilike(users.name, text), ilike(users.email, text));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.email)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Each customer's number of orders and what they spent in cents (cancelled orders left out). */
export function customerOrderTotals(db: Db, userIds: string[]) {
  return db
    .select({
      userId: orders.userId,
      count: sql<number>`count(*)::int`,
      spent: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.status} <> 'cancelled'), 0)::bigint`,
    })
    .from(orders)
    .where(inArray(orders.userId, userIds))
    .groupBy(orders.userId);
}

/**
 * Whether rows that must stay whole name this user: orders or card payments of their own, notes
 * they wrote on orders, deliveries or earnings as a courier (a cancelled delivery included).
 * Such a user is anonymised, not erased, since those rows keep their reference.
 */
export async function hasHistoryToKeep(tx: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await rowsOf<{ kept: boolean }>(
    tx,
    sql`select exists (select 1 from orders where user_id = ${userId})
      or exists (select 1 from payments where user_id = ${userId})
      or exists (select 1 from order_notes where author_id = ${userId})
      or exists (
        select 1 from delivery_persons dp
        where dp.user_id = ${userId}
          and (exists (select 1 from deliveries d where d.delivery_person_id = dp.id)
            or exists (select 1 from delivery_earnings e where e.delivery_person_id = dp.id))
      ) as kept`,
  );
  return row?.kept ?? false;
}
