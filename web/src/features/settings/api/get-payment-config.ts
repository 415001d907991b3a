import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentConfigSchema } from '@ikawa/contracts/payments';
import { api } from '@/lib/api-client';

/**
 * GET /payments/config: which provider takes cards here (the offline simulated one, or Stripe
 * with its publishable key). Read by the checkout's card step and the account's saved cards.
 */
export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: async ({ signal }) => (await api.get('/payments/config', PaymentConfigSchema, { signal })).data,
    staleTime: Infinity,
  });
}

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
