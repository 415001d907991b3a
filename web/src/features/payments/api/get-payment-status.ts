import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PaymentStatusAnswer, PaymentStatusResponseSchema } from '@ikawa/contracts/payments';
import { api } from '@/lib/api-client';

export async function getPaymentStatus(
  paymentIntentId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PaymentStatusAnswer> {
  const query = new URLSearchParams({ payment_intent: paymentIntentId });
  const response = await api.get(`/payments/status?${query.toString()}`, PaymentStatusResponseSchema, {
    signal,
  });
  return response.data;
}

/**
 * DESIGN: the result page asks the server for the payment's real status instead of trusting the
 * query string; the server also makes the order if the provider says it succeeded.
 */
export function paymentStatusQueryOptions(paymentIntentId: string) {
  return queryOptions({
    queryKey: ['payments', 'status', paymentIntentId],
    queryFn: ({ signal }) => getPaymentStatus(paymentIntentId, { signal }),
    staleTime: 0,
    retry: 1,
    // A payment still processing is asked about again until it settles.
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? 2_000 : false),
  });
}

export function usePaymentStatus(paymentIntentId: string | null, enabled: boolean) {
  return useQuery({
    ...paymentStatusQueryOptions(paymentIntentId ?? ''),
    enabled: enabled && Boolean(paymentIntentId),
  });
}
