import { useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput, Order } from '@ikawa/contracts/orders';
import {
  CardAttemptResponseSchema,
  ConfirmPaymentResponseSchema,
  CreateIntentResponseSchema,
  SimulatedIntentResponseSchema,
} from '@ikawa/contracts/payments';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CardIntent = z.infer<typeof CreateIntentResponseSchema>['data'];
export type SimulatedAttempt = z.infer<typeof SimulatedIntentResponseSchema>['data'];

/**
 * SPEC §4 card path: Place Order opens a payment intent for the cart. The server prices it (the
 * amount sent is ignored) and the Idempotency-Key makes a retry return the same intent.
 */
export async function createPaymentIntent(
  input: CreateOrderInput,
  idempotencyKey: string,
): Promise<CardIntent> {
  const response = await api.post(
    '/payments/create-intent',
    { orderData: { ...input, payment: { method: 'stripe' } }, metadata: { source: 'checkout' } },
    CreateIntentResponseSchema,
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return response.data;
}

/** After the provider says the card was paid, the server checks with it and makes the order. */
export async function confirmPayment(paymentIntentId: string): Promise<Order> {
  const response = await api.post(
    '/payments/confirm-payment',
    { paymentIntentId },
    ConfirmPaymentResponseSchema,
  );
  return response.data;
}

export interface SimulatedCard {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The simulated provider's card endpoint: the only place the card number is ever sent. */
export async function paySimulated(intent: CardIntent, card: SimulatedCard): Promise<SimulatedAttempt> {
  const response = await api.post(
    '/payments/simulated/confirm',
    { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, card },
    SimulatedIntentResponseSchema,
  );
  return response.data;
}

/**
 * Pays with a card the shopper saved, in either mode: the server charges it (simulated: by its
 * token; Stripe: the saved payment method with the shopper's Customer). Only the saved card's id
 * is sent. With Stripe, `requires_action` is finished in the browser by Stripe.js.
 */
export async function paySavedCard(intent: CardIntent, paymentMethodId: string): Promise<SimulatedAttempt> {
  const response = await api.post(
    '/payments/confirm-saved',
    { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, paymentMethodId },
    CardAttemptResponseSchema,
  );
  return response.data;
}

/** The simulated bank's extra confirmation step (test card 4000 0025 0000 3155). */
export async function authenticateSimulated(intent: CardIntent, approve: boolean): Promise<SimulatedAttempt> {
  const response = await api.post(
    '/payments/simulated/authenticate',
    { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, approve },
    SimulatedIntentResponseSchema,
  );
  return response.data;
}

/** A paid order changes the order lists and the catalogue's stock. */
export function useInvalidateAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
      queryClient.invalidateQueries({ queryKey: queryKeys.products }),
    ]);
}
