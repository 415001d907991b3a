import type { FulfillmentMethod, OrderStatus, PaymentMethod, PaymentStatus } from '@ikawa/contracts/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addDays, storeDayStartSql } from '../../lib/store-day';
import type { PickupAddressSnapshot } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';

/**
 * Where a keyset page starts: after this row. `at` is the row's time as PostgreSQL's text, so
 * its microseconds survive (a JavaScript Date keeps milliseconds, and a cursor rounded down would
 * read a row twice).
 */
export interface ExportCursor {
  at: string;
  id: string;
}

/** The instants [start, end) of an export's days, and the zone its times are written in. */
/** The keyset condition of the next page: rows of the page sub-query `p` after `cursor`. */
export function afterCursor(cursor: ExportCursor | null): SQL {
  return cursor
    ? sql`and p.created_at >= ${cursor.at}::timestamptz and (p.created_at, p.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
}

export interface ExportWindow {
  start: string;
  end: string;
  timeZone: string;
}

/**
 * The instants that bound the store days [from, to]: from's midnight to the day after to's, in the
 * store's zone (lib/store-day.ts).
 */
export async function dayRangeInstants(
  db: DbOrTx,
  range: { from: string; to: string },
): Promise<{ start: string; end: string }> {
  const [row] = await rowsOf<{ start: string; end: string }>(
    db,
    sql`
    select ${storeDayStartSql(range.from)}::text as start,
           ${storeDayStartSql(addDays(range.to, 1))}::text as end`,
  );
  if (!row) throw new Error('day range query returned nothing');
  return row;
}

/** A local wall-clock time in the store's zone, as spreadsheets read it: `2026-03-04 14:05:09`. */
export const local = (column: ReturnType<typeof sql>, timeZone: string) =>
  sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;

/** One order as the accountant's export reads it. */
export interface OrderExportRecord {
  id: string;
  number: number;
  cursorAt: string;
  placedAt: string;
  customerName: string;
  customerEmail: string;
  fulfillmentMethod: FulfillmentMethod;
  shipPostalCode: string | null;
  shipCountry: string | null;
  pickupAddress: PickupAddressSnapshot | null;
  subtotalCents: number;
  discountCode: string | null;
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  currency: string;
  paymentMethod: PaymentMethod;
  cardBrand: string | null;
  paymentStatus: PaymentStatus;
  status: OrderStatus;
  /** From the order event log: when the payment was completed, the order delivered, refunded. */
  paidAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  refundedCents: number;
  refundedAt: string | null;
}

/**
 * One page of the orders placed in [start, end), oldest first, after `cursor`: a keyset page,
 * so the thousandth page costs what the first does (the `created_at` index finds where the page
 * starts). The page's ids are chosen first, in a sub-query of their own, so the planner cannot
 * join and aggregate the whole range before it sorts and cuts (it did, on stale statistics).
 * Each row carries what the order event log says of its payment, delivery and refund, read
 * through the event log's per-order index.
 */
export function orderExportPageQuery(window: ExportWindow, cursor: ExportCursor | null, limit: number): SQL {
  const { start, end, timeZone } = window;
  const after = afterCursor(cursor);
  return sql`
    select o.id,
           o.number,
           o.created_at::text as "cursorAt",
           ${local(sql`o.created_at`, timeZone)} as "placedAt",
           u.name as "customerName",
           u.email as "customerEmail",
           o.fulfillment_method as "fulfillmentMethod",
           o.ship_postal_code as "shipPostalCode",
           o.ship_country as "shipCountry",
           o.pickup_address as "pickupAddress",
           o.subtotal_cents as "subtotalCents",
           o.discount_code as "discountCode",
           o.discount_cents as "discountCents",
           o.delivery_fee_cents as "deliveryFeeCents",
           o.total_cents as "totalCents",
           o.currency,
           o.payment_method as "paymentMethod",
           o.card_brand as "cardBrand",
           o.payment_status as "paymentStatus",
           o.status,
           ${local(sql`e.paid_at`, timeZone)} as "paidAt",
           ${local(sql`e.delivered_at`, timeZone)} as "deliveredAt",
           ${local(sql`o.cancelled_at`, timeZone)} as "cancelledAt",
           e.refunded_cents as "refundedCents",
           ${local(sql`e.refunded_at`, timeZone)} as "refundedAt"
    from (
      select p.id
      from orders p
      where p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz ${after}
      order by p.created_at, p.id
      limit ${limit}
    ) page
    join orders o on o.id = page.id
    join users u on u.id = o.user_id
    left join lateral (
      select min(ev.created_at) filter (where ev.payment_status = 'completed') as paid_at,
             min(ev.created_at) filter (where ev.to_status = 'delivered') as delivered_at,
             coalesce(sum(ev.amount_cents) filter (where ev.type = 'refunded'), 0)::int as refunded_cents,
             max(ev.created_at) filter (where ev.type = 'refunded') as refunded_at
      from order_events ev
      where ev.order_id = o.id
    ) e on true
    order by o.created_at, o.id`;
}

export async function orderExportPage(
  db: DbOrTx,
  window: ExportWindow,
  cursor: ExportCursor | null,
  limit: number,
): Promise<OrderExportRecord[]> {
  return rowsOf<OrderExportRecord>(db, orderExportPageQuery(window, cursor, limit));
}
