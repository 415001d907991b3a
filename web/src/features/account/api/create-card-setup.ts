import { type CardSetup, CardSetupResponseSchema } from '@ikawa/contracts/payment-methods';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

/**
 * POST /users/{id}/payment-methods/setup-intent (Stripe mode): a SetupIntent for the shopper's
 * Stripe Customer, whose client secret Stripe.js confirms with the card typed into Stripe's field.
 */
export async function createCardSetup(userId: string): Promise<CardSetup> {
  const answer = await api.post(
    `${apiPaths.users.paymentMethods(userId)}/setup-intent`,
    {},
    CardSetupResponseSchema,
  );
  return answer.data;
}
