import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type DeliveryHistoryQuery,
  type DeliveryHistoryResponse,
  DeliveryHistoryResponseSchema,
} from '@ikawa/contracts/delivery';
import { deliveryApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { DELIVERY_QUERY_DEFAULTS, deliveryKey } from './query-config';

/** Ten rows fit a phone screen without endless scrolling. */
export const HISTORY_PAGE_SIZE = 10;

export type HistoryFilters = Pick<DeliveryHistoryQuery, 'status' | 'page'>;

/** GET /delivery/history: my entries, newest first, filtered by payment status and paginated. */
export async function getDeliveryHistory(
  { status, page }: HistoryFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DeliveryHistoryResponse> {
  const params = new URLSearchParams({ status, page: String(page), pageSize: String(HISTORY_PAGE_SIZE) });
  return api.get(`${deliveryApiPaths.history}?${params.toString()}`, DeliveryHistoryResponseSchema, {
    signal,
  });
}

export const deliveryHistoryKey = [...deliveryKey, 'history'] as const;

export function deliveryHistoryQueryOptions(filters: HistoryFilters) {
  return queryOptions({
    queryKey: [...deliveryHistoryKey, filters],
    queryFn: ({ signal }) => getDeliveryHistory(filters, { signal }),
    ...DELIVERY_QUERY_DEFAULTS,
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useDeliveryHistory(filters: HistoryFilters) {
  return useQuery(deliveryHistoryQueryOptions(filters));
}
