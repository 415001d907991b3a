import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Order } from '@ikawa/contracts/orders';
import { type OrderLive, OrderLiveSchema } from '@ikawa/contracts/order-live';
import { apiPaths } from '@/config/paths';
import { followEvents } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** After a cut connection, the page asks again this much later (the server holds no state). */
const RECONNECT_MS = 5_000;

/**
 * A home-delivery order on its way followed live (README "Deliveries"): the server sends what changed
 * as it happens, and the order list is fetched again when a step is taken, so the timeline, the
 * badges and the courier's name follow without a reload and without the page polling.
 */
export function useOrderLive(order: Pick<Order, '_id' | 'status' | 'delivery'>): OrderLive | null {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<OrderLive | null>(null);
  // From the moment the shop prepares it (a courier is assigned or about to be) to the door.
  const open =
    order.delivery.fulfillmentMethod === 'delivery' &&
    (order.status === 'processing' || order.status === 'shipped');
  const id = order._id;

  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    let steps = '';
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      followEvents(apiPaths.orders.live(id), {
        signal: abort.signal,
        onEvent: (event, data) => {
          if (event !== 'order') return;
          const parsed = OrderLiveSchema.safeParse(JSON.parse(data));
          if (!parsed.success) return;
          setLive(parsed.data);
          const step = `${parsed.data.status}/${parsed.data.deliveryStatus ?? ''}`;
          // The first event is the order as loaded; a later step refreshes the list.
          if (steps && step !== steps) void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
          steps = step;
        },
      })
        .then(() => void queryClient.invalidateQueries({ queryKey: queryKeys.orders }))
        .catch(() => {
          if (!abort.signal.aborted) retry = setTimeout(connect, RECONNECT_MS);
        });
    };
    connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
    };
  }, [id, open, queryClient]);

  return open ? live : null;
}
