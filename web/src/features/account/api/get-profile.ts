import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type UserProfile, UserProfileResponseSchema, UserSchema } from '@ikawa/contracts/users';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useAccountSession } from '../hooks/account-session';

/** GET /users/{id}: the profile with its addresses and saved cards. */
export async function getProfile(userId: string, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await api.get(apiPaths.users.profile(userId), UserProfileResponseSchema, { signal });
  return answer.user;
}

export const profileQueryKey = (userId: string) => ['account', 'profile', userId] as const;

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => getProfile(userId, { signal }),
  });
}

export function useProfile() {
  const { user } = useAccountSession();
  return useQuery({ ...profileQueryOptions(user?._id ?? ''), enabled: Boolean(user) });
}

/**
 * Every account call answers with the whole profile: it replaces the cached one and the signed-in
 * user (the navbar's name, picture and the default address follow without a refetch).
 */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  const { onUserChange } = useAccountSession();
  return useCallback(
    (profile: UserProfile) => {
      queryClient.setQueryData(profileQueryKey(profile._id), profile);
      onUserChange(UserSchema.parse(profile));
    },
    [queryClient, onUserChange],
  );
}
