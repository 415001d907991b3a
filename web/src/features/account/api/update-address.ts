import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_MESSAGES,
  type SavedAddressInput,
  type UserProfile,
  UserProfileResponseSchema,
} from '@ikawa/contracts/users';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useAccountSession } from '../hooks/account-session';
import { useStoreProfile } from './get-profile';

export interface UpdateAddressVariables {
  addressId: string;
  input: SavedAddressInput;
}

/** PUT /users/{id}/addresses/{addressId}; `isDefault: true` makes it the default. */
export async function updateAddress(
  userId: string,
  { addressId, input }: UpdateAddressVariables,
): Promise<UserProfile> {
  const answer = await api.put(apiPaths.users.address(userId, addressId), input, UserProfileResponseSchema);
  return answer.user;
}

export function useUpdateAddress() {
  const { user } = useAccountSession();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (variables: UpdateAddressVariables) => {
      if (!user) throw new Error(ACCOUNT_MESSAGES.addressesLogin);
      return updateAddress(user._id, variables);
    },
    onSuccess: storeProfile,
  });
}
