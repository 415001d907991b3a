import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OrderEvent, OrderActivityResponseSchema } from '@ikawa/contracts/orders';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';
import { retryTwice } from '@/lib/query-client';

/** GET /admin/orders/{id}/activity: the order's event log, oldest first. */
export async function getOrderActivity(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrderEvent[]> {
  const response = await api.get(adminApiPaths.orderActivity(id), OrderActivityResponseSchema, { signal });
  return response.data;
}

export function orderActivityQueryOptions(id: string) {
  return queryOptions({
    // Under the orders key: every order mutation invalidates it with the list.
    queryKey: [...adminOrdersKey, 'activity', id],
    queryFn: ({ signal }) => getOrderActivity(id, { signal }),
    retry: retryTwice,
    staleTime: 0,
  });
}

export function useOrderActivity(id: string) {
  return useQuery(orderActivityQueryOptions(id));
}
