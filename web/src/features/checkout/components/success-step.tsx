import { CircleCheckBig } from 'lucide-react';
import { ORDER_ID_LENGTH_CUSTOMER } from '@ikawa/contracts/constants';
import { paymentLabel } from '@ikawa/contracts/display';
import type { Order } from '@ikawa/contracts/orders';
import { formatPrice } from '@/lib/format';

const dayFormatter = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const timeFormatter = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * SPEC §4 success estimate, as the server computed it (express + 2 days, standard + 5 days,
 * pickup + 4 hours): a day for deliveries, a time for pickups.
 */
export function formatEstimate(order: Pick<Order, 'estimatedDelivery' | 'delivery'>): string {
  const date = new Date(order.estimatedDelivery);
  if (Number.isNaN(date.getTime())) return '—';
  return order.delivery.fulfillmentMethod === 'pickup'
    ? timeFormatter.format(date)
    : dayFormatter.format(date);
}

/** What happens next, true to how the order was paid (issue 12 §4: a card buyer is never told to pay cash). */
function nextSentence(order: Pick<Order, 'payment' | 'delivery'>): string {
  const isPickup = order.delivery.fulfillmentMethod === 'pickup';
  if (order.payment.method === 'cash') {
    return isPickup
      ? 'We are getting it ready. Pay in cash when you collect it.'
      : 'We are packing it now. Pay the courier in cash on delivery.';
  }
  return isPickup
    ? 'Your payment went through. We are getting it ready for you to collect.'
    : 'Your payment went through. We are packing it now.';
}

/** SPEC §2: order id, total, payment and estimate; the panel's footer links to My Orders. */
export function SuccessStep({ order }: { order: Order }) {
  const isPickup = order.delivery.fulfillmentMethod === 'pickup';
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-leaf-50 text-leaf-600">
        <CircleCheckBig aria-hidden="true" className="size-9" />
      </span>
      <p role="status" className="mt-5 font-display text-2xl font-semibold text-espresso-900">
        Thank you for your order!
      </p>
      <p className="mt-2 max-w-xs text-sm text-espresso-600">{nextSentence(order)}</p>
      <dl className="mt-6 w-full divide-y divide-espresso-100 rounded-2xl bg-white text-left text-sm ring-1 ring-espresso-100">
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-espresso-600">Order number</dt>
          <dd className="font-semibold tracking-wide text-espresso-900 tabular-nums">
            #{order._id.slice(0, ORDER_ID_LENGTH_CUSTOMER)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-espresso-600">Total</dt>
          <dd className="font-semibold tabular-nums text-espresso-900">{formatPrice(order.totalAmount)}</dd>
        </div>
        {order.discount && (
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-espresso-600">
              Discount <span className="font-mono font-semibold">{order.discount.code}</span>
            </dt>
            <dd className="font-semibold tabular-nums text-leaf-700">
              −{formatPrice(order.discount.amount)}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-espresso-600">Payment</dt>
          <dd className="text-right font-semibold text-espresso-900">
            {paymentLabel({
              method: order.payment.method,
              fulfillment: order.delivery.fulfillmentMethod,
              card: order.payment.card,
            })}
          </dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-espresso-600">{isPickup ? 'Ready for pickup by' : 'Estimated delivery'}</dt>
          <dd className="text-right font-semibold text-espresso-900">{formatEstimate(order)}</dd>
        </div>
      </dl>
    </div>
  );
}
