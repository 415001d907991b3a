import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** What Subscribe & save gives: percent off each order (null: none offered) and the rhythms. */
export interface SubscriptionOffer {
  discountPercent: number | null;
  intervals: number[];
}

/**
 * GET /subscriptions/offer: read by the product page and the cart, which both offer the choice
 * (two features, one answer), so it lives with the shared code.
 */
export async function getSubscriptionOffer({
  signal,
}: { signal?: AbortSignal } = {}): Promise<SubscriptionOffer> {
  // The schema (and zod) load beside the request, not with the product page.
  const schema = async () => (await import('@ikawa/contracts/subscriptions')).SubscriptionOfferResponseSchema;
  return (await api.get(apiPaths.subscriptions.offer, schema, { signal })).data;
}

export function subscriptionOfferQueryOptions() {
  return queryOptions({
    queryKey: ['subscriptions', 'offer'],
    queryFn: ({ signal }) => getSubscriptionOffer({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useSubscriptionOffer() {
  return useQuery(subscriptionOfferQueryOptions());
}
