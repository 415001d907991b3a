import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DeliveryPerson, DeliveryPersonListResponseSchema } from '@ikawa/contracts/delivery';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { retryTwice } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

const FIVE_MINUTES = 5 * 60 * 1000;

export async function getDeliveryPersons({ signal }: { signal?: AbortSignal } = {}): Promise<
  DeliveryPerson[]
> {
  const response = await api.get(adminApiPaths.deliveryPersons, DeliveryPersonListResponseSchema, {
    signal,
  });
  return response.data;
}

export const deliveryPersonsKey = queryKeys.adminDeliveryPersons;

export function deliveryPersonsQueryOptions() {
  return queryOptions({
    queryKey: deliveryPersonsKey,
    queryFn: ({ signal }) => getDeliveryPersons({ signal }),
    // SPEC §7: delivery queries are fresh for 5 minutes and retried twice (a 4xx will not change).
    staleTime: FIVE_MINUTES,
    retry: retryTwice,
  });
}

/** SPEC §6: the delivery-person list runs only for a signed-in admin. */
export function useDeliveryPersons({ enabled }: { enabled: boolean }) {
  return useQuery({ ...deliveryPersonsQueryOptions(), enabled });
}
