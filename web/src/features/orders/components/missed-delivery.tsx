import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Store } from 'lucide-react';
import { DELIVERY_FAILURE_REASON_MESSAGES, formatStoreDay } from '@ikawa/contracts/missed-delivery';
import type { Order } from '@ikawa/contracts/orders';
import { actionErrorMessage } from '@/components/admin/action-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import { useDeliveryDays, useMissedDeliveryChoice } from '../api/missed-delivery';

/**
 * "We missed you" (README "Deliveries"): why the courier could not deliver, and — while the shop
 * has not sent the order out again — the customer's two ways on, each one tap: a day the shop
 * offers, or a pickup at the store. The delivery fee stays paid for the attempt.
 */
export function MissedDelivery({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const missed = order.missedDelivery;
  const choosing = order.canReschedule;
  const days = useDeliveryDays(order._id, choosing);
  const { reschedule, pickUp } = useMissedDeliveryChoice();
  if (!missed) return null;

  const reason = i18n._(DELIVERY_FAILURE_REASON_MESSAGES[missed.reason]);
  const when = format.dateTime(missed.at);
  const chosen = missed.rescheduledFor ? formatStoreDay(missed.rescheduledFor, format.locale) : null;
  const pickup = order.delivery.fulfillmentMethod === 'pickup';
  const busy = reschedule.isPending || pickUp.isPending;
  const failure = reschedule.error ?? pickUp.error;

  return (
    <section
      aria-labelledby={`missed-${order._id}`}
      className="mx-5 mt-5 rounded-2xl bg-crema-100 px-4 py-4 text-espresso-900 ring-1 ring-crema-300 sm:mx-6"
    >
      <h3 id={`missed-${order._id}`} className="font-sans text-lg font-semibold">
        <Trans>We missed you</Trans>
      </h3>
      <p className="mt-1">
        <Trans>
          Our courier could not deliver on <time dateTime={missed.at}>{when}</time>: {reason}.
        </Trans>
      </p>
      {pickup ? (
        <p className="mt-2 flex items-center gap-2 font-medium">
          <Store aria-hidden="true" className="size-4 shrink-0" />
          <Trans>You chose to pick it up at the store: we keep it for you there.</Trans>
        </p>
      ) : chosen ? (
        <p className="mt-2 flex items-center gap-2 font-medium">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <Trans>Next delivery: {chosen}</Trans>
        </p>
      ) : null}

      {choosing && (
        <div className="mt-3 flex flex-col gap-3">
          <p className="font-medium">
            {chosen ? <Trans>Choose another day:</Trans> : <Trans>Choose a day for the delivery:</Trans>}
          </p>
          {days.isPending ? (
            <Spinner label={t`Loading the days we deliver`} />
          ) : days.isError ? (
            <Alert>
              <Trans>The days could not be loaded. Reload the page to try again.</Trans>
            </Alert>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {days.data.map((day) => (
                <li key={day}>
                  <Button
                    variant={day === missed.rescheduledFor ? 'primary' : 'secondary'}
                    aria-pressed={day === missed.rescheduledFor}
                    disabled={busy}
                    onClick={() => reschedule.mutate({ orderId: order._id, date: day })}
                  >
                    {formatStoreDay(day, format.locale)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-col items-start gap-1">
            <Button variant="ghost" disabled={busy} onClick={() => pickUp.mutate(order._id)}>
              <Store aria-hidden="true" className="size-4" />
              <Trans>Pick it up at the store instead</Trans>
            </Button>
            <p className="text-sm text-espresso-600">
              <Trans>The delivery fee stays paid for the attempt.</Trans>
            </p>
          </div>
          {failure && (
            <Alert>{actionErrorMessage(failure, t`Your choice could not be saved. Try again.`)}</Alert>
          )}
        </div>
      )}
    </section>
  );
}
