import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierOrder, UpdateDeliveryStatusInput } from '@ikawa/contracts/delivery';
import type { OutboxEntry } from '../outbox/courier-db';
import { courierOutbox as outbox } from '../outbox/courier-outbox';
import { isTransient } from '../outbox/outbox';
import { sendDeliveryMove } from './send-delivery-move';
import { courierOrdersQueryKey } from './get-courier-orders';
import { deliveryHistoryKey } from './get-delivery-history';
import { earningsQueryKey } from './get-earnings';

export type UpdateDeliveryStatusVariables = UpdateDeliveryStatusInput & {
  orderId: string;
  /** The order's number, for the outbox's list while the move waits. */
  orderNumber?: string;
};

/** What the move came to: the order as the shop answered it, or kept in the outbox for later. */
export type MoveOutcome = { order: CourierOrder } | { queued: OutboxEntry };

/**
 * Sends the move now, or keeps it in the outbox when the phone is offline, when moves are already
 * waiting there (they go first), or when it got no answer; a refusal is thrown as before.
 */
export async function makeDeliveryMove({
  orderId,
  orderNumber,
  ...body
}: UpdateDeliveryStatusVariables): Promise<MoveOutcome> {
  const entry = outbox.draft({ orderId, orderNumber: orderNumber ?? '', body });
  // Before the outbox has loaded the courier's moves (or without IndexedDB) a move is sent at once.
  const canKeep = outbox.user() !== null;
  if (canKeep && (!navigator.onLine || outbox.waiting().length > 0)) {
    await outbox.keep(entry);
    void outbox.flush();
    return { queued: entry };
  }
  try {
    return { order: await sendDeliveryMove(entry) };
  } catch (error) {
    if (!canKeep || !isTransient(error)) throw error;
    await outbox.keep(entry);
    return { queued: entry };
  }
}

/** The courier's lists after moves: the orders, the earnings and the history change with them. */
export const refreshAfterMoves = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: courierOrdersQueryKey }),
    queryClient.invalidateQueries({ queryKey: earningsQueryKey }),
    queryClient.invalidateQueries({ queryKey: deliveryHistoryKey }),
  ]);

/**
 * SPEC §7: a status change invalidates the assigned orders and the earnings (a delivery moves the
 * Completed count and the cash held). A failure is logged and shown, never retried (SPEC §8); the
 * list is refetched then too, since a 409 or 422 means the screen was out of date. Offline, the
 * move goes to the outbox and the card shows it as made (decision 020).
 */
export function useUpdateDeliveryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDeliveryMove,
    // Offline too: the move is then kept, not paused until the network comes back.
    networkMode: 'always',
    retry: false,
    onSuccess: (outcome) => {
      if (!('order' in outcome)) return;
      const { order } = outcome;
      queryClient.setQueryData<CourierOrder[]>(courierOrdersQueryKey, (orders) =>
        orders?.map((current) => (current._id === order._id ? order : current)),
      );
    },
    onError: (error) => {
      console.error('Failed to update the delivery status', error);
    },
    onSettled: () => refreshAfterMoves(queryClient),
  });
}
