import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PinException,
  type PinExceptionListResponse,
  PinExceptionListResponseSchema,
  PinExceptionResponseSchema,
  type PinExceptionStatus,
} from '@ikawa/contracts/pin-exceptions';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';

export interface PinExceptionFilters {
  page: number;
  status: PinExceptionStatus | 'all';
}

export const PIN_EXCEPTIONS_PAGE_SIZE = 20;
export const pinExceptionsKey = ['admin', 'pin-exceptions'] as const;

export function getPinExceptions(
  filters: PinExceptionFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PinExceptionListResponse> {
  const params = new URLSearchParams({
    page: String(filters.page),
    pageSize: String(PIN_EXCEPTIONS_PAGE_SIZE),
    status: filters.status,
  });
  return api.get(`${adminApiPaths.pinExceptions}?${params.toString()}`, PinExceptionListResponseSchema, {
    signal,
  });
}

export function usePinExceptions(filters: PinExceptionFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...pinExceptionsKey, 'list', filters],
      queryFn: ({ signal }) => getPinExceptions(filters, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export type PinExceptionDecision =
  { id: string; decision: 'accept' } | { id: string; decision: 'dispute'; note: string };

/** Accept or dispute an exception (once); the list is refetched either way. */
export function useDecidePinException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (asked: PinExceptionDecision): Promise<PinException> => {
      const answer =
        asked.decision === 'accept'
          ? await api.post(adminApiPaths.acceptPinException(asked.id), undefined, PinExceptionResponseSchema)
          : await api.post(
              adminApiPaths.disputePinException(asked.id),
              { note: asked.note },
              PinExceptionResponseSchema,
            );
      return answer.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pinExceptionsKey }),
  });
}
