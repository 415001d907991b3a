import { Trans } from '@lingui/react/macro';
import type { Order } from '@ikawa/contracts/orders';
import { useFormat } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';

/**
 * An invoiced order's invoice number, its credit notes' (a cancellation's, returns' and partial
 * refunds'), and what those gave back.
 */
export function InvoiceNumbers({
  order,
  className,
}: {
  order: Pick<Order, 'invoice' | 'creditNote'> & Partial<Pick<Order, 'refunds' | 'refunded'>>;
  className?: string;
}) {
  const format = useFormat();
  if (!order.invoice) return null;
  const invoice = order.invoice.number;
  const numbers = [
    ...(order.refunds ?? []).map((refund) => refund.creditNote),
    ...(order.creditNote ? [order.creditNote.number] : []),
  ];
  const creditNotes = numbers.join(', ');
  const refunded = order.refunded ? format.price(order.refunded) : null;
  const number = 'font-medium tabular-nums text-espresso-900';
  return (
    <p className={cn('text-espresso-600', className)}>
      {numbers.length > 1 ? (
        <Trans>
          Invoice <span className={number}>{invoice}</span> · credit notes{' '}
          <span className={number}>{creditNotes}</span>
        </Trans>
      ) : numbers.length === 1 ? (
        <Trans>
          Invoice <span className={number}>{invoice}</span> · credit note{' '}
          <span className={number}>{creditNotes}</span>
        </Trans>
      ) : (
        <Trans>
          Invoice <span className={number}>{invoice}</span>
        </Trans>
      )}
      {refunded && (
        <>
          {' · '}
          <Trans>
            refunded <span className={number}>{refunded}</span>
          </Trans>
        </>
      )}
    </p>
  );
}
