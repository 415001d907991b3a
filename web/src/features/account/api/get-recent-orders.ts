import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Order, OrderListResponseSchema } from '@ikawa/contracts/orders';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { retryTwice } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC §9: the overview shows the 3 most recent orders. */
export const RECENT_ORDERS_COUNT = 3;

/** GET /orders?pageSize=3: the customer's own orders, newest first (SPEC §2 overview). */
export async function getRecentOrders({ signal }: { signal?: AbortSignal } = {}): Promise<Order[]> {
  const params = new URLSearchParams({ page: '1', pageSize: String(RECENT_ORDERS_COUNT) });
  const answer = await api.get(`${apiPaths.orders.list}?${params.toString()}`, OrderListResponseSchema, {
    signal,
  });
  return [...answer.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Under ['orders', 'list'] so that placing or cancelling an order refreshes it too. */
export const recentOrdersQueryKey = [...queryKeys.orders, 'list', 'recent'] as const;

export function recentOrdersQueryOptions() {
  return queryOptions({
    queryKey: recentOrdersQueryKey,
    queryFn: ({ signal }) => getRecentOrders({ signal }),
    // SPEC §7: order lists are retried twice.
    retry: retryTwice,
  });
}

export function useRecentOrders() {
  return useQuery(recentOrdersQueryOptions());
}
