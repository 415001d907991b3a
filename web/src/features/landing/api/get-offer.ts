import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { ApiError, api } from '@/lib/api-client';

/** The welcome code the banner announces (seeded by the server). */
export const FIRST_ORDER_CODE = 'IKAWA15';

export interface Offer {
  code: string;
  /** "15% off your first order", in the server's words from the code's own rules. */
  offer: string;
}

/** What a code on offer gives, or null when the shop no longer offers it. */
export async function getOffer(
  code: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Offer | null> {
  // The schema (and zod) load beside the request, not with the first page.
  const schema = async () => (await import('@ikawa/contracts/discounts')).DiscountOfferResponseSchema;
  try {
    return (await api.get(apiPaths.discountOffer(code), schema, { signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function offerQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['discounts', 'offer', code],
    queryFn: ({ signal }) => getOffer(code, { signal }),
  });
}

export function useOffer(code: string) {
  return useQuery(offerQueryOptions(code));
}
