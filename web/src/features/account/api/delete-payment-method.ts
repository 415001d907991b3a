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

/** DELETE /users/{id}/payment-methods/{methodId}; the newest other card becomes the default. */
export async function deletePaymentMethod(userId: string, methodId: string): Promise<UserProfile> {
  const answer = await api.delete(apiPaths.users.paymentMethod(userId, methodId), UserProfileResponseSchema);
  return answer.user;
}

export function useDeletePaymentMethod() {
  const { i18n } = useLingui();
  const { user } = useAccountSession();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (methodId: string) => {
      if (!user) throw new Error(i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.paymentsLogin));
      return deletePaymentMethod(user._id, methodId);
    },
    onSuccess: storeProfile,
  });
}
