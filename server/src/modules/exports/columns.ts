import { formatOrderNumber } from '@ikawa/contracts/order-number';
import {
  creditNoteLabel,
  invoiceLabel,
  isCanada,
  provinceOfPostalCode,
  TAX_KINDS,
} from '@ikawa/contracts/tax';
import type { CsvColumn } from '../../lib/csv';
import type { PayoutExportRecord } from '../delivery/export-repo';
import type { RegisterRow } from '../documents/repo';
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

/**
 * The invoice and credit-note registers' columns: one row per document, by document date, with
 * its place of supply, bases and each tax; a credit note's amounts are negative, so a register's
 * rows add up to the tax report's figures for the same dates.
 */
export function registerColumns(): CsvColumn<RegisterRow>[] {
  const sign = (row: RegisterRow) => (row.kind === 'credit_note' ? -1 : 1);
  const signed = (row: RegisterRow, cents: number) => money(sign(row) * cents);
  return [
    {
      header: 'document_number',
      cell: (row) => (row.kind === 'invoice' ? invoiceLabel(row.number) : creditNoteLabel(row.number)),
    },
    { header: 'document_date', cell: (row) => row.issueDay },
    { header: 'issued_at', cell: (row) => row.issuedAt.toISOString() },
    {
      header: 'invoice_number',
      cell: (row) =>
        row.content.credit ? invoiceLabel(row.content.credit.invoice.number) : invoiceLabel(row.number),
    },
    { header: 'order_number', cell: (row) => formatOrderNumber(row.content.order.number) },
    { header: 'order_id', cell: (row) => row.orderId },
    { header: 'customer_name', cell: (row) => row.content.buyer.name },
    { header: 'place_of_supply', cell: (row) => row.province ?? 'EXPORT' },
    { header: 'basis', cell: (row) => row.basis },
    { header: 'currency', cell: () => 'CAD' },
    { header: 'zero_rated', cell: (row) => signed(row, row.zeroRatedCents) },
    { header: 'taxable', cell: (row) => signed(row, row.taxableCents) },
    ...TAX_KINDS.map((tax): CsvColumn<RegisterRow> => ({
      header: `tax_${tax}`,
      cell: (row) => signed(row, row.taxes.find((line) => line.tax === tax)?.amountCents ?? 0),
    })),
    { header: 'tax_total', cell: (row) => signed(row, row.taxCents) },
    { header: 'total', cell: (row) => signed(row, row.totalCents) },
  ];
}
