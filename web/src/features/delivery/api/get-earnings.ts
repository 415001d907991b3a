import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Earnings, EarningsResponseSchema } from '@ikawa/contracts/delivery';
import { deliveryApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { DELIVERY_QUERY_DEFAULTS, deliveryKey } from './query-config';

/** GET /delivery/earnings: totals, the cash I hold, and my newest history entries. */
export async function getEarnings({ signal }: { signal?: AbortSignal } = {}): Promise<Earnings> {
  const answer = await api.get(deliveryApiPaths.earnings, EarningsResponseSchema, { signal });
  return answer.data;
}

export const earningsQueryKey = [...deliveryKey, 'earnings'] as const;

export function earningsQueryOptions() {
  return queryOptions({
    queryKey: earningsQueryKey,
    queryFn: ({ signal }) => getEarnings({ signal }),
    ...DELIVERY_QUERY_DEFAULTS,
  });
}

export function useEarnings() {
  return useQuery(earningsQueryOptions());
}
