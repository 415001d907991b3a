import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Clock3, X } from 'lucide-react';
import { useFormat } from '@/hooks/use-locale';
import type { OutboxEntry } from '../outbox/courier-db';
import { courierOutbox } from '../outbox/courier-outbox';
import { useOutboxEntries } from '../hooks/use-outbox';
import { formatTimeOrDateTime } from '../utils/delivery-format';

/** The move in the courier's words, from the status it asks for. */
function MoveLabel({ entry }: { entry: OutboxEntry }) {
  switch (entry.body.status) {
    case 'picked_up':
      return <Trans>Picked up</Trans>;
    case 'delivered':
      return <Trans>Delivered</Trans>;
    case 'failed':
      return <Trans>Not delivered</Trans>;
    default:
      return <Trans>Status change</Trans>;
  }
}

/**
 * The courier's outbox (decision 020): each move kept on the phone, in the order it was made,
 * with the time it was made; one the shop refused says why and can be dismissed.
 */
export function OutboxList() {
  const { t } = useLingui();
  const format = useFormat();
  const entries = useOutboxEntries();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="outbox-title" className="flex flex-col gap-2">
      <h3 id="outbox-title" className="text-lg font-semibold text-espresso-900">
        <Trans>Changes to send</Trans>
      </h3>
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => {
          const orderNumber = entry.orderNumber;
          const time = formatTimeOrDateTime(entry.at, format.locale);
          const refused = entry.state === 'refused';
          const reason = entry.error ?? '';
          return (
            <li
              key={entry.key}
              className={
                refused
                  ? 'flex items-start gap-3 rounded-2xl border border-cherry-100 bg-cherry-50 px-4 py-3 text-cherry-700'
                  : 'flex items-start gap-3 rounded-2xl border border-espresso-100 bg-white px-4 py-3 text-espresso-900'
              }
            >
              {refused ? (
                <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              ) : (
                <Clock3 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-espresso-500" />
              )}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">
                  <Trans>
                    Order {orderNumber}: <MoveLabel entry={entry} />
                  </Trans>
                </p>
                <p>
                  <Trans>
                    Made at <time dateTime={entry.at}>{time}</time>
                  </Trans>
                </p>
                {refused ? (
                  <p className="mt-1 font-medium">
                    <Trans>Could not be sent: {reason}</Trans>
                  </p>
                ) : (
                  <p className="text-espresso-700">
                    <Trans>Waiting to be sent</Trans>
                  </p>
                )}
              </div>
              {refused && (
                <button
                  type="button"
                  onClick={() => void courierOutbox.dismiss(entry.key)}
                  aria-label={t`Dismiss the refused change of order ${orderNumber}`}
                  className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/60"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
