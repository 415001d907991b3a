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

/** POST /users/{id}/addresses (201); the first address becomes the default. */
export async function createAddress(userId: string, input: SavedAddressInput): Promise<UserProfile> {
  const answer = await api.post(apiPaths.users.addresses(userId), input, UserProfileResponseSchema);
  return answer.user;
}

export function useCreateAddress() {
  const { i18n } = useLingui();
  const { user } = useAccountSession();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (input: SavedAddressInput) => {
      // SPEC §5: address management needs a signed-in user.
      if (!user) throw new Error(i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.addressesLogin));
      return createAddress(user._id, input);
    },
    onSuccess: storeProfile,
  });
}
