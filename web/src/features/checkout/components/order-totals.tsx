import { formatPrice } from '@/lib/format';
import type { FeeQuote } from '../hooks/use-fees';
import { feeLabel } from './delivery-step';

interface OrderTotalsProps {
  subtotal: number;
  fee: FeeQuote;
  feeTitle: string;
}

/** Subtotal, delivery fee and total (SPEC §9: total = subtotal + fee). */
export function OrderTotals({ subtotal, fee, feeTitle }: OrderTotalsProps) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-espresso-600">Subtotal</dt>
        <dd className="tabular-nums">{formatPrice(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-espresso-600">{feeTitle}</dt>
        <dd className={fee.isFree ? 'font-semibold text-leaf-700' : 'tabular-nums'}>{feeLabel(fee)}</dd>
      </div>
      <div className="mt-1 flex justify-between gap-4 border-t border-espresso-100 pt-3 text-base font-semibold text-espresso-900">
        <dt>Total</dt>
        <dd className="tabular-nums">{fee.amount === null ? '—' : formatPrice(subtotal + fee.amount)}</dd>
      </div>
    </dl>
  );
}
