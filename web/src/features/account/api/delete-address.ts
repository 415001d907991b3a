import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_MESSAGE_DESCRIPTORS,
  type UserProfile,
  UserProfileResponseSchema,
} from '@ikawa/contracts/users';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useAccountSession } from '../hooks/account-session';
import { useStoreProfile } from './get-profile';

/** DELETE /users/{id}/addresses/{addressId}; the newest other address becomes the default. */
export async function deleteAddress(userId: string, addressId: string): Promise<UserProfile> {
  const answer = await api.delete(apiPaths.users.address(userId, addressId), UserProfileResponseSchema);
  return answer.user;
}

export function useDeleteAddress() {
  const { i18n } = useLingui();
  const { user } = useAccountSession();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (addressId: string) => {
      if (!user) throw new Error(i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.addressesLogin));
      return deleteAddress(user._id, addressId);
    },
    onSuccess: storeProfile,
  });
}
