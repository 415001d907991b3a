import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheckBig } from 'lucide-react';
import { paymentMessage } from '@ikawa/contracts/display';
import type { Order } from '@ikawa/contracts/orders';
import type { Subscription } from '@ikawa/contracts/subscriptions';
import { useLocale } from '@/hooks/use-locale';
import { formatDateWith, formatPrice } from '@/lib/format';
import { nextSentence } from './success-step';

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/**
 * A store day (`YYYY-MM-DD`) as the language writes it, "December 13, 2026" / "13 décembre 2026":
 * midday of that day reads as that day on the store's clock.
 */
export function formatStoreDay(day: string, locale: ReturnType<typeof useLocale>): string {
  return formatDateWith(`${day}T12:00:00Z`, locale, LONG_DATE);
}

/**
 * Subscribe & save placed: the first order (number, total, payment) and when the next one comes;
 * the panel's footer links to My Account → Subscriptions.
 */
export function SubscriptionSuccessStep({
  order,
  subscription,
}: {
  order: Order;
  subscription: Subscription;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const isPickup = subscription.fulfillmentMethod === 'pickup';
  const day = formatStoreDay(subscription.nextDate, locale);
  const weeks = subscription.everyWeeks;
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-leaf-50 text-leaf-600">
        <CircleCheckBig aria-hidden="true" className="size-9" />
      </span>
      <p role="status" className="mt-5 font-display text-2xl font-semibold text-espresso-900">
        <Trans>You are subscribed!</Trans>
      </p>
      <p className="mt-2 max-w-xs text-sm text-espresso-600">{i18n._(nextSentence(order))}</p>
      <p className="mt-3 max-w-xs text-base font-semibold text-espresso-900">
        {isPickup ? <Trans>Next pickup around {day}</Trans> : <Trans>Next delivery around {day}</Trans>}
      </p>
      <dl className="mt-6 w-full divide-y divide-espresso-100 rounded-2xl bg-white text-left text-sm ring-1 ring-espresso-100">
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-espresso-600">
            <Trans>First order</Trans>
          </dt>
          <dd className="font-semibold tracking-wide whitespace-nowrap text-espresso-900 tabular-nums">
            {order.number}
          </dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-espresso-600">
            <Trans>Total</Trans>
          </dt>
          <dd className="font-semibold tabular-nums text-espresso-900">
            {formatPrice(order.totalAmount, locale)}
          </dd>
        </div>
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
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-espresso-600">
            <Trans>Rhythm</Trans>
          </dt>
          <dd className="text-right font-semibold text-espresso-900">
            {t`${plural(weeks, { one: 'Every week', other: 'Every # weeks' })}`}
          </dd>
        </div>
      </dl>
    </div>
  );
}
