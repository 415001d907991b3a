import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { type AuthResponse, AuthResponseSchema } from '@ikawa/contracts/auth';
import { ACCOUNT_MESSAGE_DESCRIPTORS, type ChangePasswordInput } from '@ikawa/contracts/users';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useAccountSession } from '../hooks/account-session';

/** PUT /users/{id}/password: every earlier token stops working; the answer carries a fresh one. */
export function changePassword(userId: string, input: ChangePasswordInput): Promise<AuthResponse> {
  return api.put(apiPaths.users.password(userId), input, AuthResponseSchema);
}

export function useChangePassword() {
  const { i18n } = useLingui();
  const { user, onSessionChange } = useAccountSession();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => {
      if (!user) throw new Error(i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.noUser));
      return changePassword(user._id, input);
    },
    // Kept like a sign-in, or the next call would go out with the ended token.
    onSuccess: (answer) => {
      if (answer.token) onSessionChange(answer.token, answer.user);
    },
    // The passwords must not linger in the mutation cache.
    gcTime: 0,
  });
}
