import type { DeliveryStatus, EarningStatus, OrderStatus, PaymentMethod } from '@ikawa/contracts/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { afterCursor, type ExportCursor, type ExportWindow, local } from '../orders/export-repo';
import { rowsOf } from '../../db/rows';

/** One courier earning as the payouts export reads it. */
export interface PayoutExportRecord {
  id: string;
  cursorAt: string;
  earnedAt: string;
  courierName: string;
  courierEmail: string;
  orderId: string;
  orderNumber: number;
  orderPlacedAt: string;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  deliveryStatus: DeliveryStatus | null;
  deliveredAt: string | null;
  amountCents: number;
  status: EarningStatus;
  paidAt: string | null;
  flaggedAt: string | null;
  flagReason: string | null;
  cashCollectedCents: number | null;
  cashSettledAt: string | null;
}

/**
 * One keyset page of the courier earnings that arose (on assignment) in [start, end), oldest
 * first, after `cursor`, with the courier, the order, the delivery and the cash it brought in;
 * the page's ids are chosen first (see `orderExportPageQuery`).
 * Served by `delivery_earnings_created_idx` (migration 0020).
 */
export function payoutExportPageQuery(window: ExportWindow, cursor: ExportCursor | null, limit: number): SQL {
  const { start, end, timeZone } = window;
  const after = afterCursor(cursor);
  return sql`
    select de.id,
           de.created_at::text as "cursorAt",
           ${local(sql`de.created_at`, timeZone)} as "earnedAt",
           cu.name as "courierName",
           cu.email as "courierEmail",
           de.order_id as "orderId",
           o.number as "orderNumber",
           ${local(sql`o.created_at`, timeZone)} as "orderPlacedAt",
           o.status as "orderStatus",
           o.payment_method as "paymentMethod",
           d.status as "deliveryStatus",
           ${local(sql`d.delivered_at`, timeZone)} as "deliveredAt",
           de.amount_cents as "amountCents",
           de.status,
           ${local(sql`de.paid_at`, timeZone)} as "paidAt",
           ${local(sql`de.flagged_at`, timeZone)} as "flaggedAt",
           de.flag_reason as "flagReason",
           d.cash_collected_cents as "cashCollectedCents",
           ${local(sql`d.cash_settled_at`, timeZone)} as "cashSettledAt"
    from (
      select p.id
      from delivery_earnings p
      where p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz ${after}
      order by p.created_at, p.id
      limit ${limit}
    ) page
    join delivery_earnings de on de.id = page.id
    join delivery_persons dp on dp.id = de.delivery_person_id
    join users cu on cu.id = dp.user_id
    join orders o on o.id = de.order_id
    left join deliveries d on d.order_id = de.order_id and d.delivery_person_id = de.delivery_person_id
    order by de.created_at, de.id`;
}

export async function payoutExportPage(
  db: DbOrTx,
  window: ExportWindow,
  cursor: ExportCursor | null,
  limit: number,
): Promise<PayoutExportRecord[]> {
  return rowsOf<PayoutExportRecord>(db, payoutExportPageQuery(window, cursor, limit));
}
