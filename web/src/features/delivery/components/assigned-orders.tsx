import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList, RefreshCw } from 'lucide-react';
import { type CourierOrder, DELIVERY_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/delivery';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCourierOrders } from '../api/get-courier-orders';
import { deliveryKey } from '../api/query-config';
import { useOutboxEntries } from '../hooks/use-outbox';
import { withWaitingMoves } from '../outbox/outbox';
import { AssignedOrderCard } from './assigned-order-card';
import { LoadError } from './load-error';
import { NewAssignments } from './new-assignments';
import { LastSynced, OfflineBanner } from './offline-banner';
import { OutboxList } from './outbox-list';

/** Still the courier's to do: not cancelled, not delivered, not handed back to the shop as missed. */
const isOpen = (order: CourierOrder) =>
  order.status !== 'cancelled' && order.delivery.status !== 'delivered' && order.delivery.status !== 'failed';

/** Open orders first, oldest assignment first (the next stop); finished ones after, newest first. */
export function sortForCourier(orders: readonly CourierOrder[]): CourierOrder[] {
  return [...orders].sort((a, b) => {
    if (isOpen(a) !== isOpen(b)) return isOpen(a) ? -1 : 1;
    return isOpen(a) ? a.assignedAt.localeCompare(b.assignedAt) : b.assignedAt.localeCompare(a.assignedAt);
  });
}

/** SPEC §2 Assigned Orders. */
export function AssignedOrders() {
  const { t, i18n } = useLingui();
  const orders = useCourierOrders();
  const queryClient = useQueryClient();
  const entries = useOutboxEntries();
  // The shop's last answer with the moves still waiting on the phone laid over it.
  const shown = orders.data ? withWaitingMoves(orders.data, entries) : undefined;
  const waitingOn = new Set(
    entries.filter((entry) => entry.state === 'waiting').map((entry) => entry.orderId),
  );

  return (
    <section aria-labelledby="assigned-orders-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h2 id="assigned-orders-title" className="text-2xl font-semibold text-espresso-900">
            <Trans>Assigned Orders</Trans>
          </h2>
          <LastSynced />
        </div>
        {/* The list also refetches on focus, every minute and on a push (decision 020). */}
        {orders.data && (
          <Button
            variant="ghost"
            size="sm"
            isLoading={orders.isRefetching}
            onClick={() => void queryClient.invalidateQueries({ queryKey: deliveryKey })}
          >
            {!orders.isRefetching && <RefreshCw aria-hidden="true" className="size-4" />}
            <Trans>Refresh</Trans>
          </Button>
        )}
      </div>
      <OfflineBanner />
      <NewAssignments orders={orders.data} />
      <OutboxList />
      {orders.isError && <LoadError error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.isPending ? (
        <div className="flex justify-center py-10 text-espresso-600">
          <Spinner size="lg" label={t`Loading your orders…`} />
        </div>
      ) : !shown ? null : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-espresso-200 bg-cream-50 px-6 py-10 text-center">
          <ClipboardList aria-hidden="true" className="size-8 text-espresso-500" />
          <p className="text-base text-espresso-800">{i18n._(DELIVERY_MESSAGE_DESCRIPTORS.noOrders)}</p>
        </div>
      ) : (
        <ul className="grid items-start gap-4 xl:grid-cols-2">
          {sortForCourier(shown).map((order) => (
            <li key={order._id}>
              <AssignedOrderCard order={order} waiting={waitingOn.has(order._id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
