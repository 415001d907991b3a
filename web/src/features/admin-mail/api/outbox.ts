import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OutboxListResponseSchema,
  type OutboxListResponse,
  OutboxMessageDetailSchema,
  type OutboxMessageDetail,
  OutboxMessageResponseSchema,
  type OutboxStatus,
} from '@ikawa/contracts/mail';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';

export interface OutboxFilters {
  page: number;
  status: OutboxStatus | 'all';
}

export const OUTBOX_PAGE_SIZE = 20;
export const outboxKey = ['admin', 'outbox'] as const;

export function getOutbox(
  filters: OutboxFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OutboxListResponse> {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(OUTBOX_PAGE_SIZE) });
  if (filters.status !== 'all') params.set('status', filters.status);
  return api.get(`${adminApiPaths.outbox}?${params.toString()}`, OutboxListResponseSchema, { signal });
}

export function useOutbox(filters: OutboxFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...outboxKey, 'list', filters],
      queryFn: ({ signal }) => getOutbox(filters, { signal }),
      placeholderData: keepPreviousData,
      // Messages leave within seconds: the list follows them while the page is open.
      refetchInterval: 10_000,
    }),
  );
}

export async function getOutboxMessage(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OutboxMessageDetail> {
  return (await api.get(adminApiPaths.outboxMessage(id), OutboxMessageDetailSchema, { signal })).data;
}

export function useOutboxMessage(id: string | null) {
  return useQuery({
    queryKey: [...outboxKey, 'message', id],
    queryFn: ({ signal }) => getOutboxMessage(id ?? '', { signal }),
    enabled: id !== null,
  });
}

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post(adminApiPaths.outboxResend(id), undefined, OutboxMessageResponseSchema)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
