import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type DeliveryProfile, DeliveryProfileResponseSchema } from '@ikawa/contracts/delivery';
import { deliveryApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { withKeptCopy } from '../outbox/kept-answers';
import { DELIVERY_QUERY_DEFAULTS, deliveryKey } from './query-config';

/** GET /delivery/profile: availability, phone, vehicle, last shared location and earnings. */
export async function getDeliveryProfile({
  signal,
}: { signal?: AbortSignal } = {}): Promise<DeliveryProfile> {
  // Kept on the phone for the courier app offline (decision 020).
  return withKeptCopy('profile', async () => {
    const answer = await api.get(deliveryApiPaths.profile, DeliveryProfileResponseSchema, { signal });
    return answer.data;
  });
}

export const deliveryProfileQueryKey = [...deliveryKey, 'profile'] as const;

export function deliveryProfileQueryOptions() {
  return queryOptions({
    queryKey: deliveryProfileQueryKey,
    queryFn: ({ signal }) => getDeliveryProfile({ signal }),
    ...DELIVERY_QUERY_DEFAULTS,
    // Offline too: the kept copy answers instead of the query waiting for the network.
    networkMode: 'always',
  });
}

export function useDeliveryProfile() {
  return useQuery(deliveryProfileQueryOptions());
}

/** Profile, availability and location calls all answer the whole profile: it replaces the cached one. */
export function useStoreDeliveryProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: DeliveryProfile) => queryClient.setQueryData(deliveryProfileQueryKey, profile),
    [queryClient],
  );
}
