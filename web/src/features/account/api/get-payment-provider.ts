import { useQuery } from '@tanstack/react-query';
import { PaymentConfigSchema } from '@ikawa/contracts/payments';
import { api } from '@/lib/api-client';

/**
 * GET /payments/config: which provider keeps saved cards (the simulated vault, or Stripe with
 * its publishable key). Same query as the checkout's card step, so one read serves both.
 */
export function usePaymentProvider() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: async ({ signal }) => (await api.get('/payments/config', PaymentConfigSchema, { signal })).data,
    staleTime: Infinity,
  });
}
