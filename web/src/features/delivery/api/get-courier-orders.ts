import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CourierOrder, CourierOrderListResponseSchema } from '@ikawa/contracts/delivery';
import { deliveryApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { DELIVERY_QUERY_DEFAULTS, deliveryKey } from './query-config';

/** GET /delivery/orders: my open orders, plus those delivered or cancelled in the last 24 hours. */
export async function getCourierOrders({ signal }: { signal?: AbortSignal } = {}): Promise<CourierOrder[]> {
  const answer = await api.get(deliveryApiPaths.orders, CourierOrderListResponseSchema, { signal });
  return answer.data;
}

export const courierOrdersQueryKey = [...deliveryKey, 'orders'] as const;

export function courierOrdersQueryOptions() {
  return queryOptions({
    queryKey: courierOrdersQueryKey,
    queryFn: ({ signal }) => getCourierOrders({ signal }),
    ...DELIVERY_QUERY_DEFAULTS,
  });
}

export function useCourierOrders() {
  return useQuery(courierOrdersQueryOptions());
}
