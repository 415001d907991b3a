import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Order, OrderResponseSchema } from '@ikawa/contracts/orders';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';
import { retryTwice } from '@/lib/query-client';

export async function getAdminOrder(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Order> {
  const response = await api.get(adminApiPaths.order(id), OrderResponseSchema, { signal });
  return response.data;
}

export function adminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminOrdersKey, 'detail', id],
    queryFn: ({ signal }) => getAdminOrder(id, { signal }),
    retry: retryTwice,
    // The detail view always asks again: status and courier change from other screens.
    staleTime: 0,
  });
}

/** One order; the list's copy shows at once while the fresh one loads. */
export function useAdminOrder(id: string, { initialData }: { initialData?: Order } = {}) {
  return useQuery({ ...adminOrderQueryOptions(id), placeholderData: initialData });
}
