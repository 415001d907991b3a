import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DeliveryZone,
  DeliveryZoneDeletedResponseSchema,
  type DeliveryZoneInput,
  DeliveryZoneListResponseSchema,
  DeliveryZoneResponseSchema,
} from '@ikawa/contracts/delivery-zones';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';

export type { DeliveryZone, DeliveryZoneInput };

export const deliveryZonesKey = ['admin', 'delivery-zones'] as const;

export async function getDeliveryZones({ signal }: { signal?: AbortSignal } = {}): Promise<DeliveryZone[]> {
  return (await api.get(adminApiPaths.deliveryZones, DeliveryZoneListResponseSchema, { signal })).data;
}

export function deliveryZonesQueryOptions() {
  return queryOptions({
    queryKey: [...deliveryZonesKey, 'list'],
    queryFn: ({ signal }) => getDeliveryZones({ signal }),
  });
}

/** Every delivery zone, by name. */
export function useDeliveryZones() {
  return useQuery(deliveryZonesQueryOptions());
}

export async function createDeliveryZone(input: DeliveryZoneInput): Promise<DeliveryZone> {
  return (await api.post(adminApiPaths.deliveryZones, input, DeliveryZoneResponseSchema)).data;
}

export async function updateDeliveryZone({ id, input }: { id: string; input: DeliveryZoneInput }) {
  return (await api.patch(adminApiPaths.deliveryZone(id), input, DeliveryZoneResponseSchema)).data;
}

export async function deleteDeliveryZone(id: string) {
  await api.delete(adminApiPaths.deliveryZone(id), DeliveryZoneDeletedResponseSchema);
}

function useZoneMutation<T, R>(mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The checkout's answers for postal codes may have changed with the zones.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryZonesKey }),
        queryClient.invalidateQueries({ queryKey: ['checkout', 'delivery-zone'] }),
      ]),
  });
}

export const useCreateDeliveryZone = () => useZoneMutation(createDeliveryZone);
export const useUpdateDeliveryZone = () => useZoneMutation(updateDeliveryZone);
export const useDeleteDeliveryZone = () => useZoneMutation(deleteDeliveryZone);
