import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Order } from '@ikawa/contracts/orders';
import { TaxRows } from '@/components/ui/tax-rows';
import { useFormat } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';

/** The figures of an order that make up its total, as the server answered them. */
export type OrderTotalsFigures = Pick<
  Order,
  'subtotal' | 'discount' | 'deliveryFee' | 'tax' | 'totalAmount'
> & {
  delivery: Pick<Order['delivery'], 'fulfillmentMethod'>;
};

interface OrderTotalsProps {
  order: OrderTotalsFigures;
  /** Say where the tax is charged ("Sales tax for Ontario (delivery address)"). */
  showPlace?: boolean;
  className?: string;
}

/**
 * An order's subtotal, discount (with its code), delivery fee, each sales tax and total, as the
 * server priced them: subtotal − discount + fee + tax = total, to the cent (the tax is not added
 * when the prices include it). Nothing is computed here, so My Orders, the admin's order detail
 * and the courier's card all show the figures of the receipt.
 */
export function OrderTotals({ order, showPlace = true, className }: OrderTotalsProps) {
  const { t } = useLingui();
  const format = useFormat();
  const isPickup = order.delivery.fulfillmentMethod === 'pickup';
  const code = order.discount?.code;
  return (
    <dl className={cn('flex flex-col gap-1.5 text-sm', className)}>
      <Row label={<Trans>Subtotal</Trans>}>{format.price(order.subtotal)}</Row>
      {order.discount && (
        <Row label={t`Discount (${code})`} className="text-leaf-700">
          −{format.price(order.discount.amount)}
        </Row>
      )}
      <Row label={isPickup ? <Trans>Pickup</Trans> : <Trans>Delivery fee</Trans>}>
        {order.deliveryFee === 0 ? <Trans>Free</Trans> : format.price(order.deliveryFee)}
      </Row>
      <TaxRows tax={order.tax} showPlace={showPlace} />
      <div className="mt-1 flex justify-between gap-4 border-t border-espresso-100 pt-2 text-base font-semibold text-espresso-900">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="tabular-nums">{format.price(order.totalAmount)}</dd>
      </div>
    </dl>
  );
}

function Row({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex justify-between gap-4', className)}>
      <dt className={className ? undefined : 'text-espresso-600'}>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
