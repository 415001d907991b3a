import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import type { UpdatePaymentMethodInput } from '@ikawa/contracts/payment-methods';
import {
  ACCOUNT_MESSAGE_DESCRIPTORS,
  type UserProfile,
  UserProfileResponseSchema,
} from '@ikawa/contracts/users';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useAccountSession } from '../hooks/account-session';
import { useStoreProfile } from './get-profile';

export interface UpdatePaymentMethodVariables {
  methodId: string;
  input: UpdatePaymentMethodInput;
}

/** PUT /users/{id}/payment-methods/{methodId}: holder, expiry or default; never the number. */
export async function updatePaymentMethod(
  userId: string,
  { methodId, input }: UpdatePaymentMethodVariables,
): Promise<UserProfile> {
  const answer = await api.put(
    apiPaths.users.paymentMethod(userId, methodId),
    input,
    UserProfileResponseSchema,
  );
  return answer.user;
}

export function useUpdatePaymentMethod() {
  const { i18n } = useLingui();
  const { user } = useAccountSession();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (variables: UpdatePaymentMethodVariables) => {
      if (!user) throw new Error(i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.paymentsLogin));
      return updatePaymentMethod(user._id, variables);
    },
    onSuccess: storeProfile,
  });
}
