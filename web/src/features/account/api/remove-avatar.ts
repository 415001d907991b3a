import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGE_DESCRIPTORS, ProfileImageResponseSchema } from '@ikawa/contracts/users';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useAccountSession } from '../hooks/account-session';
import { useStoreProfileImage } from './upload-avatar';

/** DELETE /auth/profile/image: back to the initial. */
export function removeAvatar() {
  return api.delete(apiPaths.auth.profileImage, ProfileImageResponseSchema);
}

export function useRemoveAvatar() {
  const { i18n } = useLingui();
  const { user } = useAccountSession();
  const storeProfileImage = useStoreProfileImage();
  return useMutation({
    mutationFn: () => {
      if (!user) throw new Error(i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.noUser));
      return removeAvatar();
    },
    onSuccess: storeProfileImage,
  });
}
