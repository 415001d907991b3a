import { Trans } from '@lingui/react/macro';
import type { Order } from '@ikawa/contracts/orders';
import { cn } from '@/lib/cn';

/** An invoiced order's invoice number, and its credit note's when it has one. */
export function InvoiceNumbers({
  order,
  className,
}: {
  order: Pick<Order, 'invoice' | 'creditNote'>;
  className?: string;
}) {
  if (!order.invoice) return null;
  const invoice = order.invoice.number;
  const creditNote = order.creditNote?.number;
  const number = 'font-medium tabular-nums text-espresso-900';
  return (
    <p className={cn('text-espresso-600', className)}>
      {creditNote ? (
        <Trans>
          Invoice <span className={number}>{invoice}</span> · credit note{' '}
          <span className={number}>{creditNote}</span>
        </Trans>
      ) : (
        <Trans>
          Invoice <span className={number}>{invoice}</span>
        </Trans>
      )}
    </p>
  );
}
