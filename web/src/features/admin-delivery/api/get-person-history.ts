import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DeliveryHistoryResponse, DeliveryHistoryResponseSchema } from '@ikawa/contracts/delivery';
import type { EarningStatus } from '@ikawa/contracts/enums';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { deliveryPersonsKey } from './get-delivery-persons';

export interface PersonHistoryFilters {
  status: EarningStatus | 'all';
  page: number;
}

export const PERSON_HISTORY_PAGE_SIZE = 10;

/** One courier's whole history, a page at a time (the card shows only the newest entries). */
export async function getPersonHistory(
  personId: string,
  filters: PersonHistoryFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DeliveryHistoryResponse> {
  const params = new URLSearchParams({
    status: filters.status,
    page: String(filters.page),
    pageSize: String(PERSON_HISTORY_PAGE_SIZE),
  });
  return api.get(
    `${adminApiPaths.personHistory(personId)}?${params.toString()}`,
    DeliveryHistoryResponseSchema,
    {
      signal,
    },
  );
}

/** Keyed under the delivery-persons list, so a payout refreshes both. */
export function usePersonHistory(
  personId: string,
  filters: PersonHistoryFilters,
  { enabled }: { enabled: boolean },
) {
  return useQuery({
    queryKey: [...deliveryPersonsKey, personId, 'history', filters],
    queryFn: ({ signal }) => getPersonHistory(personId, filters, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
