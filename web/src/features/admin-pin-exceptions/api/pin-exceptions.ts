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
import { fetchFile } from '@/lib/api-documents';

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

/** A Blob as a `data:` address: nothing to revoke, dropped with the query's cache. */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: a spread of a whole photo's bytes overflows the call stack's arguments.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return `data:${blob.type || 'image/webp'};base64,${btoa(binary)}`;
}

/**
 * A delivery photo as an address the page can show: the file is the admin's to read only, so it
 * is fetched with the session's token (an `<img src>` to the API cannot send it).
 */
export function useDeliveryPhoto(photoId: string | null) {
  return useQuery({
    queryKey: [...pinExceptionsKey, 'photo', photoId],
    queryFn: async () => dataUrlOf(await fetchFile(adminApiPaths.deliveryPhoto(photoId ?? ''))),
    enabled: photoId !== null,
    // A photo never changes once taken.
    staleTime: Infinity,
  });
}
