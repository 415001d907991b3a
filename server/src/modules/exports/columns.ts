import { formatOrderNumber } from '@ikawa/contracts/order-number';
import { isCanada, provinceOfPostalCode } from '@ikawa/contracts/tax';
import type { CsvColumn } from '../../lib/csv';
import type { PayoutExportRecord } from '../delivery/export-repo';
import type { OrderExportRecord } from '../orders/export-repo';

/** Cents as a plain decimal a spreadsheet sums: 1234 → "12.34" (no currency sign, no grouping). */
export function money(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An order row of the export, with its stored tax lines. */
export type OrderExportRow = OrderExportRecord & {
  /** Cents per tax code (GST, HST, PST, QST…) from the order's stored tax lines. */
  taxCents?: Readonly<Record<string, number>>;
};

/** The store's address, for the province of pickup orders placed before their snapshot was kept. */
export interface StoreAddress {
  postalCode: string;
  country: string;
}

/** Where the order was supplied: its delivery address, or the store for a pickup. */
/** The province of a Canadian address by the tax rules' one postal-code table; '' elsewhere. */
function provinceOf(address: { postalCode: string; country: string }) {
  return isCanada(address.country) ? provinceOfPostalCode(address.postalCode) : null;
}

function provinceOfOrder(row: OrderExportRecord, store: StoreAddress): string {
  if (row.fulfillmentMethod === 'pickup') return provinceOf(row.pickupAddress ?? store) ?? '';
  if (!row.shipPostalCode || !row.shipCountry) return '';
  return provinceOf({ postalCode: row.shipPostalCode, country: row.shipCountry }) ?? '';
}

/**
 * The orders export's columns, one row per order, built here and nowhere else.
 * `taxCodes` are the kinds of tax stored on the exported orders, in the order they should
 * appear; each becomes one column (`tax_gst`, `tax_hst`…) between the delivery fee and the total,
 * whose cells are the order's stored amount of that tax (`order_tax_lines`).
 */
export function orderExportColumns(
  taxCodes: readonly string[],
  store: StoreAddress,
): CsvColumn<OrderExportRow>[] {
  return [
    { header: 'order_number', cell: (row) => formatOrderNumber(row.number) },
    { header: 'order_id', cell: (row) => row.id },
    { header: 'placed_at', cell: (row) => row.placedAt },
    { header: 'paid_at', cell: (row) => row.paidAt },
    { header: 'delivered_at', cell: (row) => row.deliveredAt },
    { header: 'cancelled_at', cell: (row) => row.cancelledAt },
    { header: 'customer_name', cell: (row) => row.customerName },
    { header: 'customer_email', cell: (row) => row.customerEmail },
    { header: 'fulfilment', cell: (row) => row.fulfillmentMethod },
    { header: 'province', cell: (row) => provinceOfOrder(row, store) },
    {
      header: 'country',
      cell: (row) =>
        row.fulfillmentMethod === 'pickup' ? (row.pickupAddress ?? store).country : row.shipCountry,
    },
    { header: 'currency', cell: (row) => row.currency },
    { header: 'subtotal', cell: (row) => money(row.subtotalCents) },
    { header: 'discount_code', cell: (row) => row.discountCode },
    { header: 'discount', cell: (row) => money(row.discountCents) },
    { header: 'delivery_fee', cell: (row) => money(row.deliveryFeeCents) },
    ...taxCodes.map((code): CsvColumn<OrderExportRow> => ({
      header: `tax_${code.toLowerCase()}`,
      cell: (row) => money(row.taxCents?.[code] ?? 0),
    })),
    { header: 'total', cell: (row) => money(row.totalCents) },
    { header: 'payment_method', cell: (row) => (row.paymentMethod === 'stripe' ? 'card' : 'cash') },
    { header: 'card_brand', cell: (row) => row.cardBrand },
    { header: 'payment_status', cell: (row) => row.paymentStatus },
    { header: 'order_status', cell: (row) => row.status },
    { header: 'refunded', cell: (row) => money(row.refundedCents) },
    { header: 'refunded_at', cell: (row) => row.refundedAt },
  ];
}

/** The payouts export's columns: one row per courier earning. */
export const PAYOUT_EXPORT_COLUMNS: CsvColumn<PayoutExportRecord>[] = [
  { header: 'courier_name', cell: (row) => row.courierName },
  { header: 'courier_email', cell: (row) => row.courierEmail },
  { header: 'order_number', cell: (row) => formatOrderNumber(row.orderNumber) },
  { header: 'order_id', cell: (row) => row.orderId },
  { header: 'order_placed_at', cell: (row) => row.orderPlacedAt },
  { header: 'order_status', cell: (row) => row.orderStatus },
  { header: 'earned_at', cell: (row) => row.earnedAt },
  { header: 'delivery_status', cell: (row) => row.deliveryStatus },
  { header: 'delivered_at', cell: (row) => row.deliveredAt },
  { header: 'earning', cell: (row) => money(row.amountCents) },
  { header: 'payout_status', cell: (row) => row.status },
  { header: 'paid_at', cell: (row) => row.paidAt },
  { header: 'flagged_at', cell: (row) => row.flaggedAt },
  { header: 'flag_reason', cell: (row) => row.flagReason },
  { header: 'payment_method', cell: (row) => (row.paymentMethod === 'stripe' ? 'card' : 'cash') },
  { header: 'cash_collected', cell: (row) => money(row.cashCollectedCents) },
  { header: 'cash_settled_at', cell: (row) => row.cashSettledAt },
];
