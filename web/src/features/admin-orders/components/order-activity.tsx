import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderEvent } from '@ikawa/contracts/orders';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import { useOrderActivity } from '../api/get-order-activity';

const ROLE_LABELS: Record<OrderEvent['actor']['role'], MessageDescriptor> = {
  customer: msg`Customer`,
  admin: msg({ message: 'Admin', context: 'actor' }),
  delivery: msg`Courier`,
  system: msg`Shop`,
  provider: msg`Card provider`,
};

/**
 * The order's Activity — every move, payment, assignment, refund and payout, read from its
 * event log. The summaries come from the server, already in the page's language.
 */
export function OrderActivity({ orderId }: { orderId: string }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const activity = useOrderActivity(orderId);
  if (activity.isPending) return <Spinner size="sm" label={t`Loading the activity`} />;
  if (activity.isError)
    return (
      <Alert>
        {activity.error.message}{' '}
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void activity.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </Alert>
    );
  if (activity.data.length === 0)
    return (
      <p className="text-sm text-espresso-600">
        <Trans>No activity yet.</Trans>
      </p>
    );
  return (
    <ol className="relative flex flex-col gap-3 border-l border-espresso-200 pl-4">
      {activity.data.map((event) => (
        <li key={event._id} className="text-sm">
          <span
            aria-hidden="true"
            className={`absolute -left-[5px] mt-1.5 size-2.5 rounded-full ${
              event.type === 'cancelled' || event.type === 'refund_failed'
                ? 'bg-cherry-500'
                : 'bg-espresso-700'
            }`}
          />
          <p className="font-medium text-espresso-900">{event.summary}</p>
          <p className="flex flex-wrap items-center gap-x-2 text-espresso-500">
            <time dateTime={event.at}>{f.dateTime(event.at)}</time>
            <Badge tone="neutral">{i18n._(ROLE_LABELS[event.actor.role])}</Badge>
          </p>
          {event.madeAt && <MadeOnPhone at={event.madeAt} />}
        </li>
      ))}
    </ol>
  );
}

/** A courier's move sent late from the phone's outbox: when it was made there (decision 020). */
function MadeOnPhone({ at }: { at: string }) {
  const f = useFormat();
  const time = f.dateTime(at);
  return (
    <p className="text-espresso-600">
      <Trans>
        Made on the courier’s phone at <time dateTime={at}>{time}</time>
      </Trans>
    </p>
  );
}
