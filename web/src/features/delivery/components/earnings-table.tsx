import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { EarningEntry } from '@ikawa/contracts/delivery';
import type { Locale } from '@ikawa/contracts/i18n';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice } from '@/lib/format';
import { formatDateTime } from '../utils/delivery-format';
import { EarningStatusBadge } from '@/components/ui/status-badges';

export interface EarningColumn {
  /** A stable key: the header changes with the language. */
  key: string;
  header: MessageDescriptor;
  cell: (entry: EarningEntry, locale: Locale) => ReactNode;
}

/** The columns both tables start with. */
const COMMON: EarningColumn[] = [
  {
    key: 'order',
    header: msg`Order ID`,
    cell: (entry) => <span className="font-semibold">{entry.order.number}</span>,
  },
  {
    key: 'amount',
    header: msg`Amount`,
    cell: (entry, locale) => <span className="tabular-nums">{formatPrice(entry.amount, locale)}</span>,
  },
  { key: 'status', header: msg`Status`, cell: (entry) => <EarningStatusBadge status={entry.status} /> },
];

/** SPEC §2 Earnings: Order ID, Amount, Status, Date, Paid Date (a dash if unpaid). */
export const EARNINGS_COLUMNS: EarningColumn[] = [
  ...COMMON,
  { key: 'date', header: msg`Date`, cell: (entry, locale) => formatDateTime(entry.createdAt, locale) },
  { key: 'paid', header: msg`Paid Date`, cell: (entry, locale) => formatDateTime(entry.paidAt, locale) },
];

/** SPEC §2 Delivery History: Order ID, Amount, Status, Delivery Date, Payment Date. */
export const HISTORY_COLUMNS: EarningColumn[] = [
  ...COMMON,
  {
    key: 'delivered',
    header: msg`Delivery Date`,
    cell: (entry, locale) => formatDateTime(entry.order.deliveredAt, locale),
  },
  { key: 'paid', header: msg`Payment Date`, cell: (entry, locale) => formatDateTime(entry.paidAt, locale) },
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
  const { i18n } = useLingui();
  const locale = useLocale();
  const [idColumn, ...rest] = columns;
  const statusColumn = rest.find((column) => column.key === 'status');
  const details = rest.filter((column) => column !== statusColumn);
  return (
    <>
      <div className="hidden overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-espresso-100 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-cream-100 text-espresso-700">
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="px-4 py-3 font-semibold">
                  {i18n._(column.header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-espresso-100">
            {entries.map((entry) => (
              <tr key={entry._id} className="text-espresso-900">
                {columns.map((column) => (
                  <td key={column.key} className="px-4 py-3 whitespace-nowrap">
                    {column.cell(entry, locale)}
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
                {idColumn && (
                  <>
                    <dt className="sr-only">{i18n._(idColumn.header)}</dt>
                    <dd className="text-base text-espresso-900">{idColumn.cell(entry, locale)}</dd>
                  </>
                )}
                {statusColumn && (
                  <>
                    <dt className="sr-only">{i18n._(statusColumn.header)}</dt>
                    <dd>{statusColumn.cell(entry, locale)}</dd>
                  </>
                )}
              </div>
              {details.map((column) => (
                <div key={column.key} className="flex items-baseline justify-between gap-3">
                  <dt className="text-sm text-espresso-700">{i18n._(column.header)}</dt>
                  <dd className="text-right text-base text-espresso-900">{column.cell(entry, locale)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
