import { useMutation } from '@tanstack/react-query';
import {
  type DeliveryProfile,
  DeliveryProfileResponseSchema,
  type UpdateLocationInput,
} from '@ikawa/contracts/delivery';
import { deliveryApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { useStoreDeliveryProfile } from './get-delivery-profile';

/** PATCH /delivery/location: my current position, used to suggest the nearest courier. */
export async function updateLocation(input: UpdateLocationInput): Promise<DeliveryProfile> {
  const answer = await api.patch(deliveryApiPaths.location, input, DeliveryProfileResponseSchema);
  return answer.data;
}

export function useUpdateLocation() {
  const storeProfile = useStoreDeliveryProfile();
  return useMutation({ mutationFn: updateLocation, onSuccess: storeProfile });
}
