import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DeliveryPerson, DeliveryPersonListResponseSchema } from '@ikawa/contracts/delivery';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { retryTwice } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export async function getCouriers({ signal }: { signal?: AbortSignal } = {}): Promise<DeliveryPerson[]> {
  const response = await api.get(adminApiPaths.deliveryPersons, DeliveryPersonListResponseSchema, {
    signal,
  });
  return response.data;
}

/**
 * The same list as the Delivery Persons screen (same key, so one cache); asked again each time
 * the assignment dialog opens because availability changes during the day.
 */
export function couriersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminDeliveryPersons,
    queryFn: ({ signal }) => getCouriers({ signal }),
    retry: retryTwice,
    staleTime: 0,
  });
}

/** SPEC §6: delivery-person lists run only for a signed-in admin. */
export function useCouriers({ enabled }: { enabled: boolean }) {
  return useQuery({ ...couriersQueryOptions(), enabled });
}
