import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AdminSubscriptionEvent, AdminSubscriptionOrder } from '@ikawa/contracts/admin-subscriptions';
import { CANCEL_REASON_MESSAGES, type CancelReason } from '@ikawa/contracts/subscriptions';
import { useFormat } from '@/hooks/use-locale';
import { formatStoreDay, SUBSCRIPTION_ACTOR_MESSAGES, subscriptionEventLabel } from './labels';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function isCancelReason(value: unknown): value is CancelReason {
  return typeof value === 'string' && Object.hasOwn(CANCEL_REASON_MESSAGES, value);
}

/** The facts an event's data holds, each in a sentence of its own (what the owner asks of it). */
function EventDetails({
  event,
  orders,
}: {
  event: AdminSubscriptionEvent;
  orders: AdminSubscriptionOrder[];
}) {
  const { i18n } = useLingui();
  const f = useFormat();
  const data = event.data ?? {};
  const details: { key: string; node: ReactNode }[] = [];
  const order = orders.find((candidate) => candidate._id === text(data.orderId));
  if (order) {
    const number = order.number;
    details.push({ key: 'order', node: <Trans>Order {number}</Trans> });
  }
  const day = text(data.day);
  if (day && DAY.test(day) && event.type !== 'created') {
    const date = formatStoreDay(day, f.locale);
    details.push({ key: 'day', node: <Trans>Renewal of {date}</Trans> });
  }
  if (typeof data.everyWeeks === 'number') {
    const weeks = data.everyWeeks;
    details.push({ key: 'weeks', node: <Trans>Every {weeks} weeks</Trans> });
  }
  const next = text(data.nextDate);
  if (next && DAY.test(next) && event.type !== 'cancel') {
    const date = formatStoreDay(next, f.locale);
    details.push({ key: 'next', node: <Trans>Next renewal: {date}</Trans> });
  }
  if (isCancelReason(data.reason))
    details.push({ key: 'reason', node: i18n._(CANCEL_REASON_MESSAGES[data.reason]) });
  const note = text(data.note);
  if (note) details.push({ key: 'note', node: <q>{note}</q> });
  if (details.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-col gap-0.5 text-sm text-espresso-700">
      {details.map((detail) => (
        <li key={detail.key}>{detail.node}</li>
      ))}
    </ul>
  );
}

/** A subscription's history, oldest first: what happened, who did it, when. */
export function SubscriptionTimeline({
  events,
  orders,
}: {
  events: AdminSubscriptionEvent[];
  orders: AdminSubscriptionOrder[];
}) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  if (events.length === 0)
    return (
      <p className="text-sm text-espresso-600">
        <Trans>Nothing has happened to this subscription yet.</Trans>
      </p>
    );
  return (
    <ol aria-label={t`History`} className="relative flex flex-col gap-4 border-l-2 border-espresso-100 pl-5">
      {events.map((event) => {
        const actor = Object.hasOwn(SUBSCRIPTION_ACTOR_MESSAGES, event.actorRole)
          ? i18n._(SUBSCRIPTION_ACTOR_MESSAGES[event.actorRole]!)
          : event.actorRole;
        return (
          <li key={event._id} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-cream-50 bg-leaf-600"
            />
            <p className="font-semibold text-espresso-900">{subscriptionEventLabel(event.type, i18n)}</p>
            <p className="text-xs text-espresso-500">
              <time dateTime={event.createdAt}>{f.dateTime(event.createdAt)}</time> · {actor}
            </p>
            <EventDetails event={event} orders={orders} />
          </li>
        );
      })}
    </ol>
  );
}
