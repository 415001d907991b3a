import type { Order } from '@ikawa/contracts/orders';
import { cn } from '@/lib/cn';

/** An invoiced order's invoice number, and its credit note's when it has one (issue 16 §2). */
export function InvoiceNumbers({
  order,
  className,
}: {
  order: Pick<Order, 'invoice' | 'creditNote'>;
  className?: string;
}) {
  if (!order.invoice) return null;
  return (
    <p className={cn('text-espresso-600', className)}>
      Invoice <span className="font-medium tabular-nums text-espresso-900">{order.invoice.number}</span>
      {order.creditNote && (
        <>
          {' '}
          · credit note{' '}
          <span className="font-medium tabular-nums text-espresso-900">{order.creditNote.number}</span>
        </>
      )}
    </p>
  );
}
