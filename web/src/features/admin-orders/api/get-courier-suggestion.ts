import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CourierSuggestion, CourierSuggestionResponseSchema } from '@ikawa/contracts/delivery';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';

export async function getCourierSuggestion(
  orderId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CourierSuggestion | null> {
  const response = await api.get(adminApiPaths.suggestion(orderId), CourierSuggestionResponseSchema, {
    signal,
  });
  return response.data;
}

export function courierSuggestionQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [...adminOrdersKey, 'suggestion', orderId],
    queryFn: ({ signal }) => getCourierSuggestion(orderId, { signal }),
    staleTime: 0,
    retry: false,
  });
}

/** The server's pick: available, fewest open deliveries, then nearest (null when nobody is free). */
export function useCourierSuggestion(orderId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...courierSuggestionQueryOptions(orderId), enabled });
}
