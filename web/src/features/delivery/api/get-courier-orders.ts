import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CourierOrder, CourierOrderListResponseSchema } from '@ikawa/contracts/delivery';
import { deliveryApiPaths } from '@/config/area-api-paths';
import { api, ApiError } from '@/lib/api-client';
import { readStoredUser } from '@/lib/storage';
import { courierDb } from '../outbox/courier-db';
import { syncState } from '../outbox/sync-state';
import { DELIVERY_QUERY_DEFAULTS, deliveryKey } from './query-config';

/** The courier's list as the shop last answered it, kept on the phone for when it cannot reach it. */
async function keepCopy(orders: CourierOrder[], syncedAt: string): Promise<void> {
  const user = await readStoredUser();
  if (!user) return;
  // A phone without IndexedDB (a private window of some browsers) simply keeps no copy.
  await courierDb.saveSnapshot({ userId: user._id, orders, syncedAt }).catch(() => undefined);
}

/** The copy kept for the signed-in courier, if any. */
export async function keptCopy() {
  const user = await readStoredUser();
  if (!user) return undefined;
  return courierDb.snapshot(user._id).catch(() => undefined);
}

/**
 * GET /delivery/orders: my open orders, plus those delivered or cancelled in the last 24 hours.
 * When the shop cannot be reached, the copy of its last answer (decision 020).
 */
export async function getCourierOrders({ signal }: { signal?: AbortSignal } = {}): Promise<CourierOrder[]> {
  try {
    const answer = await api.get(deliveryApiPaths.orders, CourierOrderListResponseSchema, { signal });
    const syncedAt = new Date().toISOString();
    syncState.synced(syncedAt);
    await keepCopy(answer.data, syncedAt);
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      const copy = await keptCopy();
      if (copy) {
        syncState.fromCopy(copy.syncedAt);
        return copy.orders;
      }
    }
    throw error;
  }
}

export const courierOrdersQueryKey = [...deliveryKey, 'orders'] as const;

/** How often an open list asks for new assignments (a push brings them sooner). */
const POLL_MS = 60 * 1000;

export function courierOrdersQueryOptions() {
  return queryOptions({
    queryKey: courierOrdersQueryKey,
    queryFn: ({ signal }) => getCourierOrders({ signal }),
    ...DELIVERY_QUERY_DEFAULTS,
    // Offline too: the query then answers the kept copy instead of waiting for the network.
    networkMode: 'always',
    // New assignments reach an open app without a tap on Refresh (decision 020).
    refetchOnWindowFocus: true,
    refetchInterval: POLL_MS,
  });
}

export function useCourierOrders() {
  return useQuery(courierOrdersQueryOptions());
}
