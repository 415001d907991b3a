import { Trans, useLingui } from '@lingui/react/macro';
import { DELIVERY_FAILURE_REASON_MESSAGES, formatStoreDay } from '@ikawa/contracts/missed-delivery';
import type { Order } from '@ikawa/contracts/orders';
import { DeliveryPhoto } from '@/components/admin/delivery-photo';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/hooks/use-locale';

/**
 * A missed delivery in the shop's queue (README "Deliveries"): "Delivery failed" with the number
 * of tries and the last reason, and what the customer chose since — a new day, or a pickup.
 * `detail` adds the reason and the time, for the order's own page.
 */
export function MissedDeliveryNote({ order, detail = false }: { order: Order; detail?: boolean }) {
  const { t, i18n } = useLingui();
  const number = order.number;
  const format = useFormat();
  const missed = order.missedDelivery;
  if (!missed) return null;
  const attempts = missed.attempts;
  const day = missed.rescheduledFor ? formatStoreDay(missed.rescheduledFor, format.locale) : null;
  const reason = i18n._(DELIVERY_FAILURE_REASON_MESSAGES[missed.reason]);
  const when = format.dateTime(missed.at);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <span>
        <Badge tone="cherry">
          {attempts > 1 ? <Trans>Delivery failed ×{attempts}</Trans> : <Trans>Delivery failed</Trans>}
        </Badge>
      </span>
      {detail && (
        <span className="text-espresso-700">
          <Trans>
            Last try <time dateTime={missed.at}>{when}</time>: {reason}
          </Trans>
        </span>
      )}
      {detail && missed.photoId && (
        <DeliveryPhoto photoId={missed.photoId} alt={t`The door at the missed delivery of order ${number}`} />
      )}
      {order.delivery.fulfillmentMethod === 'pickup' ? (
        <span className="text-espresso-700">
          <Trans>The customer will pick it up at the store</Trans>
        </span>
      ) : day ? (
        <span className="text-espresso-700">
          <Trans>Customer chose {day}</Trans>
        </span>
      ) : (
        <span className="text-espresso-500">
          <Trans>Waiting for the customer’s new day</Trans>
        </span>
      )}
    </div>
  );
}
