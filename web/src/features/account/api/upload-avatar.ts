import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_MESSAGE_DESCRIPTORS,
  type ProfileImageResponse,
  ProfileImageResponseSchema,
  type UserProfile,
} from '@ikawa/contracts/users';
import { apiPaths } from '@/config/paths';
import { sendForm, type UploadOptions } from '@/lib/upload';
import { useAccountSession } from '../hooks/account-session';
import { profileQueryKey } from './get-profile';

/** PATCH /auth/profile/image as multipart field `image`, with its progress. */
export function uploadAvatar(file: File, options: UploadOptions = {}): Promise<ProfileImageResponse> {
  const form = new FormData();
  form.append('image', file);
  return sendForm('PATCH', apiPaths.auth.profileImage, form, ProfileImageResponseSchema, options);
}

/** Keeps the cached profile and the signed-in user in step with a new or removed picture. */
export function useStoreProfileImage() {
  const queryClient = useQueryClient();
  const { onUserChange } = useAccountSession();
  return (answer: ProfileImageResponse) => {
    queryClient.setQueryData<UserProfile>(profileQueryKey(answer.user._id), (profile) =>
      profile ? { ...profile, profileImage: answer.profileImage } : profile,
    );
    onUserChange(answer.user);
  };
}

export function useUploadAvatar({ onProgress }: UploadOptions = {}) {
  const { i18n } = useLingui();
  const { user } = useAccountSession();
  const storeProfileImage = useStoreProfileImage();
  return useMutation({
    mutationFn: (file: File) => {
      if (!user) throw new Error(i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.noUser));
      return uploadAvatar(file, { onProgress });
    },
    onSuccess: storeProfileImage,
  });
}
