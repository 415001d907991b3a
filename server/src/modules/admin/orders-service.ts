import type { AdminOrderListQuery } from '@ikawa/contracts/admin';
import type { OrderStatus } from '@ikawa/contracts/enums';
import type { Order } from '@ikawa/contracts/orders';
import { ORDER_MESSAGES, outOfStockMessage } from '@ikawa/contracts/orders';
import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orderStatusEvents, orders, products, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { toOrderDto } from '../orders/mapper';
import { findOrderRow, idStartsWith, loadAggregates, returnStock, takeStock } from '../orders/repo';
import { containsPattern } from '../../lib/like';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * The ids on one page, newest first. Only ids are read while skipping `offset` rows, so a deep
 * page walks a covering index (index-only scan) instead of fetching every skipped order.
 */
export function adminOrderPageIds(db: Db, where: SQL | undefined, query: AdminOrderListQuery) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
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

/** Every matching order, counted: only for a page asked beyond the estimated end. */
async function exactCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return row?.total ?? 0;
}

export function createAdminOrdersService({
  db,
  exactCountLimit = EXACT_COUNT_LIMIT,
}: {
  db: Db;
  /** Tests lower it to reach the estimated-total paths with a few dozen orders. */
  exactCountLimit?: number;
}) {
  /**
   * Issue 7 §8: no full-table count on every page. The count stops at `exactCountLimit` + 1;
   * only past that (a large, unselective result) does `total` become the planner's estimate,
   * which is what pagination needs (the page count), and is never below what was counted.
   * A short page past the limit has reached the end, which makes the total exact again; a page
   * beyond the end (an estimate that was too high) counts once, so its page count is right.
   */
  async function list(query: AdminOrderListQuery) {
    const where = await adminOrderListWhere(db, query);
    const offset = (query.page - 1) * query.pageSize;
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(inArray(orders.id, adminOrderPageIds(db, where, query)))
        .orderBy(desc(orders.createdAt), desc(orders.id)),
      adminOrderCappedCount(db, where, exactCountLimit),
    ]);
    let total = counted?.total ?? 0;
    let totalIsEstimate = false;
    if (total > exactCountLimit) {
      if (rows.length > 0 && rows.length < query.pageSize) total = offset + rows.length;
      else if (rows.length === 0) total = await exactCount(db, where);
      else {
        total = Math.max(total, offset + rows.length, await estimatedCount(db, where));
        totalIsEstimate = true;
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
   * SPEC §4: the admin may set any of the five statuses. Cancelling returns the stock once;
   * bringing a cancelled order back takes it again, only if enough remains.
   */
  async function setStatus(id: string, status: OrderStatus): Promise<Order> {
    const current = await findOrderRow(db, id);
    if (!current) throw new AppError('not_found', ORDER_MESSAGES.notFound);
    if (current.status === status) return get(id);

    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(orders)
        .set({
          status,
          updatedAt: new Date(),
          cancelledAt: status === 'cancelled' ? new Date() : null,
          // A cash order handed over (at the door or at the counter) has been paid.
          ...(status === 'delivered' && current.paymentMethod === 'cash'
            ? { paymentStatus: 'completed' as const }
            : {}),
        })
        .where(and(eq(orders.id, id), eq(orders.status, current.status)))
        .returning();
      if (!moved)
        throw new AppError(
          'conflict',
          'This order was changed by someone else. Please refresh and try again.',
        );
      // The customer's timeline shows the shop's changes too.
      await tx.insert(orderStatusEvents).values({ orderId: id, status });

      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, id));
      if (status === 'cancelled') {
        await returnStock(tx, items);
      } else if (current.status === 'cancelled') {
        for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId))) {
          if (!(await takeStock(tx, item.productId, item.quantity))) {
            const [product] = await tx
              .select({ stock: products.stock })
              .from(products)
              .where(eq(products.id, item.productId));
            throw new AppError(
              'conflict',
              `Cannot reopen this order: ${outOfStockMessage(item.name, product?.stock ?? 0)}`,
            );
          }
        }
      }
    });
    return get(id);
  }

  return { list, get, setStatus };
}
