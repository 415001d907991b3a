import type { AdminOrderListQuery } from '@ikawa/contracts/admin';
import type { OrderStatus } from '@ikawa/contracts/enums';
import type { Order, OrderEvent } from '@ikawa/contracts/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { CurrentUser } from '../auth/session';
import { listActivity } from '../orders/events-repo';
import { type Lifecycle, previewRefund as previewRefundOf, STATUS_MOVES } from '../orders/lifecycle';
import type { CreateRefund, RefundFigures } from '@ikawa/contracts/refunds';
import { fromCents } from '@ikawa/contracts/money';
import { toOrderDto, toOrderEventDto } from '../orders/mapper';
import type { Locale } from '@ikawa/contracts/i18n';
import { findOrderRow, loadAggregates, type OrderRow } from '../orders/repo';
import {
  adminOrderCappedCount,
  adminOrderListWhere,
  adminOrderPage,
  adminOrderPageStart,
  compactOrderCounts,
  EXACT_COUNT_LIMIT,
  estimatedCount,
  exactCount,
  type PageSeek,
} from './repo';

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
   * Any page of any filter fast at a million orders, and no full-table count (decision 005).
   * Without a search, the daily counts give the exact total and the day the page starts on, so
   * the page skips at most one day of orders. A search (`q`) matches few orders: its count stops
   * at `exactCountLimit` + 1 and, past that, becomes the planner's estimate (`totalIsEstimate`);
   * a short page there has reached the end, which makes the total exact again.
   */
  async function list(query: AdminOrderListQuery) {
    const where = await adminOrderListWhere(db, query);
    const offset = (query.page - 1) * query.pageSize;
    const pageOf = (seek?: PageSeek) => adminOrderPage(db, where, query, seek);

    let rows: OrderRow[];
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
    if (!row) throw new AppError('not_found', ERRORS.order.notFound);
    const [full] = await loadAggregates(db, [row]);
    if (!full) throw new AppError('not_found', ERRORS.order.notFound);
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

  /**
   * A return or partial refund (decision 015): the credit note, the stock when the goods came
   * back, and the money back the way it was paid. `preview` answers the figures only.
   */
  async function refund(admin: CurrentUser, id: string, input: CreateRefund): Promise<Order> {
    await lifecycle.refund({ orderId: id, actor: { role: 'admin', userId: admin.id }, input });
    return get(id);
  }

  async function previewRefund(admin: CurrentUser, id: string, input: CreateRefund): Promise<RefundFigures> {
    const { figures, method } = await db.transaction((tx) =>
      previewRefundOf(tx, { orderId: id, actor: { role: 'admin', userId: admin.id }, input }),
    );
    return {
      lines: figures.refundLines.map((line) => ({
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        amount: fromCents(line.amountCents),
      })),
      amount: fromCents(figures.totalCents),
      tax: fromCents(figures.taxCents),
      taxes: figures.taxes.map((tax) => ({
        tax: tax.tax,
        rate: tax.ratePpm / 10_000,
        amount: fromCents(tax.amountCents),
      })),
      method,
    };
  }

  /** The order's event log with who did what (the admin's Activity list). */
  async function activity(id: string, locale: Locale): Promise<OrderEvent[]> {
    const row = await findOrderRow(db, id);
    if (!row) throw new AppError('not_found', ERRORS.order.notFound);
    const events = await listActivity(db, id);
    return events.map(({ event, actorName }) => toOrderEventDto(event, actorName, locale));
  }

  return {
    list,
    get,
    setStatus,
    refund,
    previewRefund,
    activity,
    compactCounts: () => compactOrderCounts(db),
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
