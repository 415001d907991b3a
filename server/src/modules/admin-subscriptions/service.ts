import type {
  AdminSubscriptionDetail,
  AdminSubscriptionListQuery,
  AdminSubscriptionListResponse,
  SubscriptionFigures,
  SubscriptionForecast,
} from '@ikawa/contracts/admin-subscriptions';
import { fromCents } from '@ikawa/contracts/money';
import { formatOrderNumber } from '@ikawa/contracts/order-number';
import { SUBSCRIPTION_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/subscriptions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { addDays, storeDay } from '../../lib/store-day';
import { findSubscriberDiscount } from '../discounts/repo';
import { getSettingsRow } from '../settings/repo';
import { toSubscriptionDto } from '../subscriptions/mapper';
import { buildForecast, type ForecastProduct } from './forecast-rules';
import {
  findProducts,
  findSubscriptionWithCustomer,
  listActiveDueBy,
  listEventsOf,
  listOrdersOf,
  listSubscriptionsPage,
  subscriptionFigures,
} from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () =>
  new AppError('not_found', SUBSCRIPTION_MESSAGE_DESCRIPTORS.notFound, { code: 'not_found' });

const customerDto = (customer: { id: string; name: string; email: string }) => ({
  _id: customer.id,
  name: customer.name,
  email: customer.email,
});

/** The dashboard's figures at `at`: active and paused, cancelled in the 30 days before and why. */
export async function readSubscriptionFigures(db: Db, at: Date): Promise<SubscriptionFigures> {
  const counted = await subscriptionFigures(db, new Date(at.getTime() - 30 * DAY_MS));
  return {
    active: counted.active,
    paused: counted.paused,
    cancelledLast30Days: counted.cancelled,
    churnReasons: counted.reasons.map(({ reason, count }) => ({ reason: reason ?? null, count })),
  };
}

/**
 * The owner's view of Subscribe & save (decision 022): the list, one subscription's history and
 * orders, the renewals of the next store days for roasting and packing, and the dashboard's
 * figures. Reads only: the customer and the renewal job change subscriptions.
 */
export function createAdminSubscriptionsService({
  db,
  now = () => new Date(),
}: {
  db: Db;
  now?: () => Date;
}) {
  async function list(
    query: AdminSubscriptionListQuery,
  ): Promise<Omit<AdminSubscriptionListResponse, 'success'>> {
    const { rows, total } = await listSubscriptionsPage(db, query);
    const ids = new Set(
      rows.flatMap(({ subscription }) => subscription.template.lines.map((line) => line.productId)),
    );
    const names = new Map((await findProducts(db, [...ids])).map((product) => [product.id, product.name]));
    return {
      data: rows.map(({ subscription: row, customer }) => ({
        _id: row.id,
        customer: customerDto(customer),
        status: row.status,
        everyWeeks: row.everyWeeks,
        nextDate: row.nextDate,
        lines: row.template.lines.map(({ productId, quantity }) => ({
          productId,
          name: names.get(productId) ?? '',
          quantity,
        })),
        fulfillmentMethod: row.template.fulfillmentMethod,
        paymentMethod: row.template.paymentMethod,
        waitingSince: row.waitingSince?.toISOString() ?? null,
        failedCharges: row.failedCharges,
        createdAt: row.createdAt.toISOString(),
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        cancelReason: row.cancelReason,
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }

  async function get(id: string): Promise<AdminSubscriptionDetail> {
    const found = isUuid(id) ? await findSubscriptionWithCustomer(db, id) : undefined;
    if (!found) throw notFound();
    const row = found.subscription;
    const ids = [...row.template.lines, ...row.extras].map((line) => line.productId);
    const [sold, rule, events, placed] = await Promise.all([
      findProducts(db, [...new Set(ids)]),
      findSubscriberDiscount(db),
      listEventsOf(db, row.id),
      listOrdersOf(db, row.id),
    ]);
    const percent = rule?.kind === 'percentage' ? rule.percentOff : null;
    return {
      subscription: toSubscriptionDto(row, new Map(sold.map((product) => [product.id, product])), percent),
      customer: customerDto(found.customer),
      events: events.map((event) => ({
        _id: event.id,
        type: event.type,
        actorRole: event.actorRole,
        data: event.data ?? null,
        createdAt: event.createdAt.toISOString(),
      })),
      orders: placed.map((order) => ({
        _id: order.id,
        number: formatOrderNumber(order.number),
        status: order.status,
        paymentStatus: order.paymentStatus,
        total: fromCents(order.totalCents),
        renewalOf: order.renewalOf,
        createdAt: order.createdAt.toISOString(),
      })),
    };
  }

  /** The renewals of the next `days` store days, today first (a renewal overdue is due today). */
  async function forecast(days: number): Promise<SubscriptionForecast> {
    const today = storeDay(now(), (await getSettingsRow(db)).timeZone);
    const due = await listActiveDueBy(db, addDays(today, days - 1));
    const subscriptions = due.map((row) => ({
      nextDate: row.nextDate,
      everyWeeks: row.everyWeeks,
      lines: row.template.lines,
      extras: row.extras,
    }));
    const ids = new Set(
      subscriptions.flatMap((row) => [...row.lines, ...row.extras].map((line) => line.productId)),
    );
    const products = new Map<string, ForecastProduct>(
      (await findProducts(db, [...ids])).map((product) => [
        product.id,
        { name: product.name, weightKg: product.weightKg },
      ]),
    );
    return buildForecast(subscriptions, products, today, days);
  }

  return { list, get, forecast, figures: (at: Date = now()) => readSubscriptionFigures(db, at) };
}

export type AdminSubscriptionsService = ReturnType<typeof createAdminSubscriptionsService>;
