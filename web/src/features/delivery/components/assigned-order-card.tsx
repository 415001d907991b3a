import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote, CircleCheck, Clock3, MapPin, Navigation, Phone } from 'lucide-react';
import { useId } from 'react';
import { type CourierOrder, DELIVERY_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/delivery';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { OrderTotals } from '@/components/ui/order-totals';
import { useFormat } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { useUpdateDeliveryStatus } from '../api/update-delivery-status';
import { addressLine } from '@ikawa/contracts/display';
import { isLocale } from '@ikawa/contracts/i18n';
import { directionsUrl, formatDateTime, mapsUrl, telHref } from '../utils/delivery-format';
import { DeliveryStatusButton } from './delivery-status-button';
import { CouldNotDeliver } from './could-not-deliver';
import { DELIVERY_FAILURE_REASON_MESSAGES, formatStoreDay } from '@ikawa/contracts/missed-delivery';
import { DeliveryStatusBadge } from '@/components/ui/status-badges';

/** SPEC §2 Assigned Orders: one order as the courier needs it at the door. */
export function AssignedOrderCard({
  order,
  waiting = false,
}: {
  order: CourierOrder;
  /** A move made on the phone waits in the outbox: the card shows it as made (decision 020). */
  waiting?: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : undefined;
  const format = useFormat();
  const titleId = useId();
  const update = useUpdateDeliveryStatus();
  const cancelled = order.status === 'cancelled';
  const address = order.delivery.address ?? order.shippingAddress;
  const phone = address?.phone?.trim() || null;
  const customer = order.user.name.trim() || t`Unknown`;
  const orderNumber = order.number;
  const toCollect = format.price(order.amountToCollect);
  const placedTotal = order.placedTotal === null ? null : format.price(order.placedTotal);
  const myEarning = order.delivery.deliveryFee === null ? null : format.price(order.delivery.deliveryFee);
  const missed = !cancelled && order.delivery.status === 'failed';
  const done = cancelled || missed || order.delivery.status === 'delivered';
  const rescheduledFor = order.missedDelivery?.rescheduledFor
    ? formatStoreDay(order.missedDelivery.rescheduledFor, format.locale)
    : null;
  const missedReason = order.missedDelivery
    ? i18n._(DELIVERY_FAILURE_REASON_MESSAGES[order.missedDelivery.reason])
    : null;
  const instructions = order.delivery.instructions;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-espresso-100',
        done && 'bg-cream-50 shadow-none',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 border-b border-espresso-100 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h3 id={titleId} className="font-sans text-lg font-bold text-espresso-900">
            <Trans>Order {orderNumber}</Trans>
          </h3>
          <p className="text-sm text-espresso-700">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, format.locale)}</time>
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <DeliveryStatusBadge status={order.delivery.status} cancelled={cancelled} />
          {waiting && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-espresso-700">
              <Clock3 aria-hidden="true" className="size-3.5" />
              <Trans>Not sent yet</Trans>
            </span>
          )}
        </div>
      </header>

      <div className="flex flex-col gap-4 px-4 py-4 sm:px-5">
        {cancelled && <Alert>{i18n._(DELIVERY_MESSAGE_DESCRIPTORS.orderCancelled)}</Alert>}
        {!done && rescheduledFor && (
          <p className="rounded-2xl bg-cream-100 px-4 py-3 font-medium text-espresso-900">
            <Trans>Missed before: the customer asked for {rescheduledFor}.</Trans>
          </p>
        )}
        {missed && (
          <Alert>
            {missedReason ? (
              <Trans>Not delivered: {missedReason}. The order went back to the shop.</Trans>
            ) : (
              <Trans>Not delivered. The order goes back to the shop.</Trans>
            )}
          </Alert>
        )}

        {/* The cash to collect is what a courier must not miss at the door. */}
        {!done &&
          (order.amountToCollect > 0 ? (
            <p className="flex items-center gap-3 rounded-2xl bg-crema-300 px-4 py-3 text-lg font-bold text-espresso-950">
              <Banknote aria-hidden="true" className="size-6 shrink-0" />
              <span>
                <Trans>Collect {toCollect} in cash</Trans>
                {placedTotal && (
                  <span className="mt-1 block text-sm font-medium">
                    <Trans>
                      The sales tax changed since the order was placed ({placedTotal}): the invoice and the
                      customer pay today’s total.
                    </Trans>
                  </span>
                )}
              </span>
            </p>
          ) : (
            <p className="flex items-center gap-3 rounded-2xl bg-leaf-50 px-4 py-3 text-base font-semibold text-leaf-800 ring-1 ring-leaf-100">
              <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
              {order.payment.method === 'stripe' ? (
                <Trans>Paid by card: nothing to collect</Trans>
              ) : (
                <Trans>Already paid: nothing to collect</Trans>
              )}
            </p>
          ))}

        <section aria-label={t`Customer`} className="flex flex-col gap-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-espresso-600">
              <Trans>Customer</Trans>
            </p>
            <p className="text-base font-semibold break-words text-espresso-900">{customer}</p>
            {phone && <p className="text-base text-espresso-900 tabular-nums">{phone}</p>}
          </div>
          {address && (
            <div>
              <p className="text-sm font-medium text-espresso-600">
                <Trans>Address</Trans>
              </p>
              <address className="text-base text-espresso-900 not-italic">
                {addressLine(address, locale)}
              </address>
              {instructions && (
                <p className="mt-1 rounded-xl bg-cream-200/70 px-3 py-2 text-sm text-espresso-900">
                  <Trans>
                    <span className="font-medium">Instructions:</span> {instructions}
                  </Trans>
                </p>
              )}
            </div>
          )}
          {(phone || address) && (
            <div className="grid grid-cols-2 gap-2">
              {phone && (
                <a
                  href={telHref(phone)}
                  aria-label={t`Call ${phone}`}
                  className={cn(
                    buttonClasses({ variant: 'secondary', size: 'lg' }),
                    'px-3 whitespace-nowrap',
                    !address && 'col-span-2',
                  )}
                >
                  <Phone aria-hidden="true" className="size-5 shrink-0" />
                  <Trans>Call</Trans>
                </a>
              )}
              {address && (
                <a
                  href={mapsUrl(address)}
                  aria-label={t`Open in Maps (opens the map app)`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(
                    buttonClasses({ variant: 'secondary', size: 'lg' }),
                    'px-3 whitespace-nowrap',
                    !phone && 'col-span-2',
                  )}
                >
                  <MapPin aria-hidden="true" className="size-5 shrink-0" />
                  <Trans>Open in Maps</Trans>
                </a>
              )}
              {address && !done && (
                <a
                  href={directionsUrl(address)}
                  aria-label={t`Navigate to ${customer} (opens the map app)`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(
                    buttonClasses({ variant: 'secondary', size: 'lg' }),
                    'col-span-2 px-3 whitespace-nowrap',
                  )}
                >
                  <Navigation aria-hidden="true" className="size-5 shrink-0" />
                  <Trans>Navigate</Trans>
                </a>
              )}
            </div>
          )}
        </section>

        <section aria-label={t`Items`}>
          <ul className="flex flex-col divide-y divide-espresso-100 rounded-2xl bg-cream-100 px-4">
            {order.items.map((item, index) => (
              <li
                key={`${item.product._id}-${index}`}
                className="flex items-baseline justify-between gap-3 py-2.5"
              >
                <span className="min-w-0 text-espresso-900">
                  <ItemLine quantity={item.quantity} name={item.product.name} />
                </span>
                <span className="shrink-0 tabular-nums text-espresso-900">
                  {format.price(item.price * item.quantity)}
                </span>
              </li>
            ))}
          </ul>
          {/* The customer's figures, as the server priced them: they add up to the total. */}
          <OrderTotals order={order} showPlace={false} className="mt-3 px-1 text-base" />
        </section>

        {/* The courier's pay comes from the shop: it is no part of what the customer owes. */}
        {myEarning !== null && (
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-espresso-100 pt-3 text-sm text-espresso-700">
            <Trans>
              Your earning for this delivery:{' '}
              <span className="text-base font-semibold text-leaf-700 tabular-nums">{myEarning}</span>
            </Trans>
          </p>
        )}

        {update.isError && (
          <Alert onDismiss={() => update.reset()}>
            {update.error instanceof Error && update.error.message
              ? update.error.message
              : t`Failed to update the delivery status. Please try again.`}
          </Alert>
        )}

        <DeliveryStatusButton
          status={order.delivery.status}
          cancelled={cancelled}
          isPending={update.isPending}
          pinRequired={order.pinRequired}
          pinLocked={order.pinLocked}
          orderId={order._id}
          onAdvance={(status, pin, pinException) =>
            update.mutate({
              orderId: order._id,
              orderNumber,
              status,
              ...(pin === undefined ? {} : { pin }),
              ...(pinException === undefined ? {} : { pinException }),
            })
          }
        />
        {!cancelled && order.delivery.status === 'picked_up' && (
          <CouldNotDeliver
            orderId={order._id}
            isPending={update.isPending}
            onFail={(failure) =>
              update.mutate({ orderId: order._id, orderNumber, status: 'failed', ...failure })
            }
          />
        )}
      </div>
    </article>
  );
}

/** "2 x Kayanza Ground", the quantity in bold; the translator may reorder it. */
function ItemLine({ quantity, name }: { quantity: number; name: string }) {
  return (
    <Trans>
      <span className="font-semibold">{quantity} x</span> {name}
    </Trans>
  );
}
