import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  SavePaymentMethodInputSchema,
  SaveStripePaymentMethodInput,
} from '@ikawa/contracts/payment-methods';
import {
  ACCOUNT_MESSAGE_DESCRIPTORS,
  type UserProfile,
  UserProfileResponseSchema,
} from '@ikawa/contracts/users';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useAccountSession } from '../hooks/account-session';
import { useStoreProfile } from './get-profile';

/** The card as the form hands it over: digits only, MM/YY, holder. */
export type NewCard = z.output<typeof SavePaymentMethodInputSchema>;
/** Stripe mode: the payment method Stripe made from a confirmed SetupIntent, and the holder. */
export type NewStripeCard = Pick<
  SaveStripePaymentMethodInput,
  'paymentMethodId' | 'cardholderName' | 'isDefault'
>;

/**
 * POST /users/{id}/payment-methods (201). In simulated mode this is the only place the full
 * number goes; in Stripe mode only the `pm_…` id is sent. The server keeps brand, last 4 digits,
 * expiry and holder (DESIGN: saved cards).
 */
export async function createPaymentMethod(
  userId: string,
  card: NewCard | NewStripeCard,
): Promise<UserProfile> {
  const answer = await api.post(apiPaths.users.paymentMethods(userId), card, UserProfileResponseSchema);
  return answer.user;
}

export function useCreatePaymentMethod() {
  const { i18n } = useLingui();
  const { user } = useAccountSession();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (card: NewCard | NewStripeCard) => {
      // SPEC §5: card management needs a signed-in user.
      if (!user) throw new Error(i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.paymentsLogin));
      return createPaymentMethod(user._id, card);
    },
    onSuccess: storeProfile,
    // The variables hold the card number: drop them from the mutation cache at once.
    gcTime: 0,
  });
}
