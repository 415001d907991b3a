import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGE_DESCRIPTORS,
  type UpdateProfileInput,
  type UserProfile,
  UserProfileResponseSchema,
} from '@ikawa/contracts/users';
import { apiPaths } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';
import { useAccountSession } from '../hooks/account-session';
import { useStoreProfile } from './get-profile';

/**
 * PUT /users/{id}: name, e-mail and language (SPEC §7). An answer without the user is SPEC §8's failure,
 * said in `i18n`'s language.
 */
export async function updateProfile(
  userId: string,
  input: UpdateProfileInput,
  i18n: I18n,
): Promise<UserProfile> {
  const body = await api.put(apiPaths.users.profile(userId), input, z.unknown());
  const parsed = UserProfileResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.updateFailed));
  return parsed.data.user;
}

export function useUpdateProfile() {
  const { i18n } = useLingui();
  const { user } = useAccountSession();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => {
      if (!user) throw new Error(i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.noUser));
      return updateProfile(user._id, input, i18n);
    },
    onSuccess: storeProfile,
  });
}
