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

const DAY_MS = 24 * 60 * 60 * 1000;

export function createAdminOrdersService({ db }: { db: Db }) {
  async function list(query: AdminOrderListQuery) {
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
      const text = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
    const where = and(...conditions);
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(where),
    ]);
    const total = count?.total ?? 0;
    const data = (await loadAggregates(db, rows)).map(toOrderDto);
    return {
      data,
      total,
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
