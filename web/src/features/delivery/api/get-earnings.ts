import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Earnings, EarningsResponseSchema } from '@ikawa/contracts/delivery';
import { deliveryApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { withKeptCopy } from '../outbox/kept-answers';
import { DELIVERY_QUERY_DEFAULTS, deliveryKey } from './query-config';

/** GET /delivery/earnings: totals, the cash I hold, and my newest history entries. */
export async function getEarnings({ signal }: { signal?: AbortSignal } = {}): Promise<Earnings> {
  // Kept on the phone for the courier app offline (decision 020).
  return withKeptCopy('earnings', async () => {
    const answer = await api.get(deliveryApiPaths.earnings, EarningsResponseSchema, { signal });
    return answer.data;
  });
}

export const earningsQueryKey = [...deliveryKey, 'earnings'] as const;

export function earningsQueryOptions() {
  return queryOptions({
    queryKey: earningsQueryKey,
    queryFn: ({ signal }) => getEarnings({ signal }),
    ...DELIVERY_QUERY_DEFAULTS,
    // Offline too: the kept copy answers instead of the query waiting for the network.
    networkMode: 'always',
  });
}

export function useEarnings() {
  return useQuery(earningsQueryOptions());
}
