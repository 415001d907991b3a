import type { ReactNode } from 'react';
import type { EarningEntry } from '@ikawa/contracts/delivery';
import { formatPrice } from '@/lib/format';
import { formatDateTime, NO_DATE, shortOrderId } from '../utils/delivery-format';
import { EarningStatusBadge } from '@/components/ui/status-badges';

export interface EarningColumn {
  header: string;
  cell: (entry: EarningEntry) => ReactNode;
}

const dateOrDash = (value: string | null) => (value ? formatDateTime(value) : NO_DATE);

/** The columns both tables start with. */
const COMMON: EarningColumn[] = [
  {
    header: 'Order ID',
    cell: (entry) => <span className="font-semibold">#{shortOrderId(entry.order._id)}</span>,
  },
  { header: 'Amount', cell: (entry) => <span className="tabular-nums">{formatPrice(entry.amount)}</span> },
  { header: 'Status', cell: (entry) => <EarningStatusBadge status={entry.status} /> },
];

/** SPEC §2 Earnings: Order ID, Amount, Status, Date, Paid Date (a dash if unpaid). */
export const EARNINGS_COLUMNS: EarningColumn[] = [
  ...COMMON,
  { header: 'Date', cell: (entry) => dateOrDash(entry.createdAt) },
  { header: 'Paid Date', cell: (entry) => dateOrDash(entry.paidAt) },
];

/** SPEC §2 Delivery History: Order ID, Amount, Status, Delivery Date, Payment Date. */
export const HISTORY_COLUMNS: EarningColumn[] = [
  ...COMMON,
  { header: 'Delivery Date', cell: (entry) => dateOrDash(entry.order.deliveredAt) },
  { header: 'Payment Date', cell: (entry) => dateOrDash(entry.paidAt) },
];

interface EarningsTableProps {
  caption: string;
  columns: EarningColumn[];
  entries: readonly EarningEntry[];
}

/**
 * A table on wide screens; on phones each entry becomes a card whose labels are the column
 * headers, so nothing needs sideways scrolling.
 */
export function EarningsTable({ caption, columns, entries }: EarningsTableProps) {
  const [idColumn, ...rest] = columns;
  const statusColumn = rest.find((column) => column.header === 'Status');
  const details = rest.filter((column) => column !== statusColumn);
  return (
    <>
      <div className="hidden overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-espresso-100 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-cream-100 text-espresso-700">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-4 py-3 font-semibold">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-espresso-100">
            {entries.map((entry) => (
              <tr key={entry._id} className="text-espresso-900">
                {columns.map((column) => (
                  <td key={column.header} className="px-4 py-3 whitespace-nowrap">
                    {column.cell(entry)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={caption} className="flex flex-col gap-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry._id} className="rounded-2xl bg-white p-4 shadow-soft ring-1 ring-espresso-100">
            <dl className="flex flex-col gap-2">
              <div className="flex items-center justify-between gap-3">
                <dt className="sr-only">{idColumn?.header}</dt>
                <dd className="text-base text-espresso-900">{idColumn?.cell(entry)}</dd>
                {statusColumn && (
                  <>
                    <dt className="sr-only">{statusColumn.header}</dt>
                    <dd>{statusColumn.cell(entry)}</dd>
                  </>
                )}
              </div>
              {details.map((column) => (
                <div key={column.header} className="flex items-baseline justify-between gap-3">
                  <dt className="text-sm text-espresso-700">{column.header}</dt>
                  <dd className="text-right text-base text-espresso-900">{column.cell(entry)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
