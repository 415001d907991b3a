import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheckBig } from 'lucide-react';
import { paymentMessage } from '@ikawa/contracts/display';
import { formatDeliveryPromise } from '@ikawa/contracts/rules/delivery-estimate';
import type { Order } from '@ikawa/contracts/orders';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice } from '@/lib/format';

/** What happens next, true to how the order was paid: a card buyer is never told to pay cash. */
export function nextSentence(order: Pick<Order, 'payment' | 'delivery'>): MessageDescriptor {
  const isPickup = order.delivery.fulfillmentMethod === 'pickup';
  if (order.payment.method === 'cash') {
    return isPickup
      ? msg`We are getting it ready. Pay in cash when you collect it.`
      : msg`We are packing it now. Pay the courier in cash on delivery.`;
  }
  return isPickup
    ? msg`Your payment went through. We are getting it ready for you to collect.`
    : msg`Your payment went through. We are packing it now.`;
}

/**
 * SPEC §2: order id, total, payment and the promise (the day a delivery arrives by, the time a
 * pickup is ready, on the store's clock: `timeZone`); the panel's footer links to My Orders.
 */
export function SuccessStep({ order, timeZone }: { order: Order; timeZone: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const isPickup = order.delivery.fulfillmentMethod === 'pickup';
  const code = order.discount?.code;
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-leaf-50 text-leaf-600">
        <CircleCheckBig aria-hidden="true" className="size-9" />
      </span>
      <p role="status" className="mt-5 font-display text-2xl font-semibold text-espresso-900">
        <Trans>Thank you for your order!</Trans>
      </p>
      <p className="mt-2 max-w-xs text-sm text-espresso-600">{i18n._(nextSentence(order))}</p>
      <dl className="mt-6 w-full divide-y divide-espresso-100 rounded-2xl bg-white text-left text-sm ring-1 ring-espresso-100">
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-espresso-600">
            <Trans>Order number</Trans>
          </dt>
          <dd className="font-semibold tracking-wide text-espresso-900 tabular-nums">{order.number}</dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-espresso-600">
            <Trans>Total</Trans>
          </dt>
          <dd className="font-semibold tabular-nums text-espresso-900">
            {formatPrice(order.totalAmount, locale)}
          </dd>
        </div>
        {order.discount && (
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-espresso-600">
              <Trans>
                Discount <span className="font-mono font-semibold">{code}</span>
              </Trans>
            </dt>
            <dd className="font-semibold tabular-nums text-leaf-700">
              −{formatPrice(order.discount.amount, locale)}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-espresso-600">
            <Trans>Payment</Trans>
          </dt>
          <dd className="text-right font-semibold text-espresso-900">
            {i18n._(
              paymentMessage({
                method: order.payment.method,
                fulfillment: order.delivery.fulfillmentMethod,
                card: order.payment.card,
              }),
            )}
          </dd>
        </div>
        {order.delivery.zone && (
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-espresso-600">
              <Trans>Delivery zone</Trans>
            </dt>
            <dd className="text-right font-semibold text-espresso-900">{order.delivery.zone}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-espresso-600">
            {isPickup ? <Trans>Ready for pickup</Trans> : <Trans>Arrives by</Trans>}
          </dt>
          <dd className="text-right font-semibold text-espresso-900">
            {formatDeliveryPromise(
              order.estimatedDelivery,
              order.delivery.fulfillmentMethod,
              locale,
              timeZone,
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
