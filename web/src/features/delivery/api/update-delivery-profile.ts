import { useMutation } from '@tanstack/react-query';
import {
  type DeliveryProfile,
  DeliveryProfileResponseSchema,
  type UpdateDeliveryProfileInput,
} from '@ikawa/contracts/delivery';
import { deliveryApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { useStoreDeliveryProfile } from './get-delivery-profile';

/** PATCH /delivery/profile: phone and vehicle (an empty string clears a field). */
export async function updateDeliveryProfile(input: UpdateDeliveryProfileInput): Promise<DeliveryProfile> {
  const answer = await api.patch(deliveryApiPaths.profile, input, DeliveryProfileResponseSchema);
  return answer.data;
}

export function useUpdateDeliveryProfile() {
  const storeProfile = useStoreDeliveryProfile();
  return useMutation({ mutationFn: updateDeliveryProfile, onSuccess: storeProfile });
}
