import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_MESSAGE_DESCRIPTORS,
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
  const { i18n } = useLingui();
  const { user } = useAccountSession();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (variables: UpdateAddressVariables) => {
      if (!user) throw new Error(i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.addressesLogin));
      return updateAddress(user._id, variables);
    },
    onSuccess: storeProfile,
  });
}
