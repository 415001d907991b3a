import { useMutation } from '@tanstack/react-query';
import {
  type DeliveryProfile,
  DeliveryProfileResponseSchema,
  type UpdateAvailabilityInput,
} from '@ikawa/contracts/delivery';
import { deliveryApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { useStoreDeliveryProfile } from './get-delivery-profile';

/** PATCH /delivery/availability: whether I can take new deliveries. */
export async function updateAvailability(input: UpdateAvailabilityInput): Promise<DeliveryProfile> {
  const answer = await api.patch(deliveryApiPaths.availability, input, DeliveryProfileResponseSchema);
  return answer.data;
}

export function useUpdateAvailability() {
  const storeProfile = useStoreDeliveryProfile();
  return useMutation({ mutationFn: updateAvailability, onSuccess: storeProfile });
}
