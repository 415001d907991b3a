import { CircleCheck } from 'lucide-react';
import { ORDER_ID_LENGTH_ADMIN } from '@ikawa/contracts/constants';
import type { EarningEntry } from '@ikawa/contracts/delivery';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatPrice } from '@/lib/format';

export const NO_HISTORY = 'No delivery history found for this delivery person.';

interface DeliveryHistoryProps {
  personName: string;
  entries: readonly EarningEntry[];
  layout: 'table' | 'cards';
  onMarkPaid: (entry: EarningEntry) => void;
  /** What an empty list says (a filtered page says more than "no history"). */
  emptyText?: string;
}

function PayoutStatus({ entry }: { entry: EarningEntry }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {entry.status === 'paid' ? <Badge tone="leaf">Paid</Badge> : <Badge tone="crema">Pending</Badge>}
      {/* Paid out, then the order was cancelled: the shop should look (issue 12 §1). */}
      {entry.flag && (
        <span title={entry.flag}>
          <Badge tone="cherry">Order cancelled</Badge>
        </span>
      )}
    </span>
  );
}

function MarkPaidButton({
  entry,
  onMarkPaid,
}: {
  entry: EarningEntry;
  onMarkPaid: (entry: EarningEntry) => void;
}) {
  if (entry.status !== 'pending') return null;
  // DESIGN: an earning becomes payable once the order is delivered; the server decides.
  if (!entry.payable)
    return (
      <span className="text-xs text-espresso-500">
        {entry.order.status === 'cancelled' ? 'Order cancelled' : 'Payable once delivered'}
      </span>
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onMarkPaid(entry)}
      aria-label={`Mark as Paid: order #${entry.order._id.slice(0, ORDER_ID_LENGTH_ADMIN)}`}
    >
      <CircleCheck aria-hidden="true" className="size-4" />
      Mark as Paid
    </Button>
  );
}

/** SPEC §2: Order ID, Amount, Status, Date, Paid Date (a dash while unpaid), and Mark as Paid. */
export function DeliveryHistory({
  personName,
  entries,
  layout,
  onMarkPaid,
  emptyText = NO_HISTORY,
}: DeliveryHistoryProps) {
  if (entries.length === 0) return <p className="py-4 text-sm text-espresso-600">{emptyText}</p>;

  if (layout === 'cards')
    return (
      <ul aria-label={`Delivery history of ${personName}`} className="divide-y divide-espresso-100">
        {entries.map((entry) => (
          <li key={entry._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 text-sm">
              <p className="flex items-center gap-2">
                <span className="font-mono font-semibold">
                  #{entry.order._id.slice(0, ORDER_ID_LENGTH_ADMIN)}
                </span>
                <span className="font-semibold tabular-nums">{formatPrice(entry.amount)}</span>
                <PayoutStatus entry={entry} />
              </p>
              <p className="text-espresso-500">
                {formatDate(entry.createdAt)} · Paid {entry.paidAt ? formatDate(entry.paidAt) : '—'}
              </p>
            </div>
            <MarkPaidButton entry={entry} onMarkPaid={onMarkPaid} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Delivery history of {personName}</caption>
        <thead className="text-xs tracking-wide text-espresso-500 uppercase">
          <tr className="border-b border-espresso-100">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Order ID
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Paid Date
            </th>
            <th scope="col" className="py-2 pl-3">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-espresso-100">
          {entries.map((entry) => (
            <tr key={entry._id}>
              <th scope="row" className="py-2 pr-3 font-mono font-semibold">
                #{entry.order._id.slice(0, ORDER_ID_LENGTH_ADMIN)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatPrice(entry.amount)}</td>
              <td className="px-3 py-2">
                <PayoutStatus entry={entry} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(entry.createdAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{entry.paidAt ? formatDate(entry.paidAt) : '—'}</td>
              <td className="py-1.5 pl-3 text-right">
                <MarkPaidButton entry={entry} onMarkPaid={onMarkPaid} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
