import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import type { EarningEntry } from '@ikawa/contracts/delivery';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-locale';

interface DeliveryHistoryProps {
  personName: string;
  entries: readonly EarningEntry[];
  layout: 'table' | 'cards';
  onMarkPaid: (entry: EarningEntry) => void;
  /** What an empty list says, translated (a filtered page says more than "no history"). */
  emptyText?: string;
}

function PayoutStatus({ entry }: { entry: EarningEntry }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {entry.status === 'paid' ? (
        <Badge tone="leaf">
          <Trans>Paid</Trans>
        </Badge>
      ) : (
        <Badge tone="crema">
          <Trans>Pending</Trans>
        </Badge>
      )}
      {/* Paid out, then the order was cancelled: the shop should look. */}
      {entry.flag && (
        <span title={entry.flag}>
          <Badge tone="cherry">
            <Trans>Order cancelled</Trans>
          </Badge>
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
  const { t } = useLingui();
  if (entry.status !== 'pending') return null;
  const order = entry.order.number;
  // DESIGN: an earning becomes payable once the order is delivered; the server decides.
  if (!entry.payable)
    return (
      <span className="text-xs text-espresso-500">
        {entry.order.status === 'cancelled' ? (
          <Trans>Order cancelled</Trans>
        ) : (
          <Trans>Payable once delivered</Trans>
        )}
      </span>
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onMarkPaid(entry)}
      aria-label={t`Mark as Paid: order ${order}`}
    >
      <CircleCheck aria-hidden="true" className="size-4" />
      <Trans>Mark as Paid</Trans>
    </Button>
  );
}

/** SPEC §2: Order ID, Amount, Status, Date, Paid Date (a dash while unpaid), and Mark as Paid. */
export function DeliveryHistory({
  personName,
  entries,
  layout,
  onMarkPaid,
  emptyText,
}: DeliveryHistoryProps) {
  const { t } = useLingui();
  const f = useFormat();
  if (entries.length === 0)
    return (
      <p className="py-4 text-sm text-espresso-600">
        {emptyText ?? <Trans>No delivery history found for this delivery person.</Trans>}
      </p>
    );

  if (layout === 'cards')
    return (
      <ul aria-label={t`Delivery history of ${personName}`} className="divide-y divide-espresso-100">
        {entries.map((entry) => {
          const created = f.date(entry.createdAt);
          const paid = entry.paidAt ? f.date(entry.paidAt) : '—';
          return (
            <li key={entry._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="flex items-center gap-2">
                  <span className="font-mono font-semibold">{entry.order.number}</span>
                  <span className="font-semibold tabular-nums">{f.price(entry.amount)}</span>
                  <PayoutStatus entry={entry} />
                </p>
                <p className="text-espresso-500">
                  <Trans>
                    {created} · Paid {paid}
                  </Trans>
                </p>
              </div>
              <MarkPaidButton entry={entry} onMarkPaid={onMarkPaid} />
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Delivery history of {personName}</Trans>
        </caption>
        <thead className="text-xs tracking-wide text-espresso-500 uppercase">
          <tr className="border-b border-espresso-100">
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Order ID</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              <Trans>Amount</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Date</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Paid Date</Trans>
            </th>
            <th scope="col" className="py-2 pl-3">
              <span className="sr-only">
                <Trans>Action</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-espresso-100">
          {entries.map((entry) => (
            <tr key={entry._id}>
              <th scope="row" className="py-2 pr-3 font-mono font-semibold">
                {entry.order.number}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{f.price(entry.amount)}</td>
              <td className="px-3 py-2">
                <PayoutStatus entry={entry} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{f.date(entry.createdAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{entry.paidAt ? f.date(entry.paidAt) : '—'}</td>
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
