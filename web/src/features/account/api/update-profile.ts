import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  type UpdateProfileInput,
  type UserProfile,
  UserProfileResponseSchema,
} from '@ikawa/contracts/users';
import { apiPaths } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';
import { useAccountSession } from '../hooks/account-session';
import { useStoreProfile } from './get-profile';

/** PUT /users/{id}: name and e-mail (SPEC §7). An answer without the user is SPEC §8's failure. */
export async function updateProfile(userId: string, input: UpdateProfileInput): Promise<UserProfile> {
  const body = await api.put(apiPaths.users.profile(userId), input, z.unknown());
  const parsed = UserProfileResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, ACCOUNT_MESSAGES.updateFailed);
  return parsed.data.user;
}

export function useUpdateProfile() {
  const { user } = useAccountSession();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => {
      if (!user) throw new Error(ACCOUNT_MESSAGES.noUser);
      return updateProfile(user._id, input);
    },
    onSuccess: storeProfile,
  });
}
