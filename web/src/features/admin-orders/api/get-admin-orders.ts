import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { AdminOrderListResponseSchema } from '@ikawa/contracts/admin';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { isDateRangeInvalid, type OrderFilters } from '../hooks/use-order-filters';
import { retryTwice } from '@/lib/query-client';

export type AdminOrderList = z.infer<typeof AdminOrderListResponseSchema>;

export const ADMIN_ORDERS_PAGE_SIZE = 20;
const FIVE_MINUTES = 5 * 60 * 1000;

export async function getAdminOrders(
  filters: OrderFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminOrderList> {
  const params = new URLSearchParams({
    page: String(filters.page),
    pageSize: String(ADMIN_ORDERS_PAGE_SIZE),
  });
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.paymentStatus !== 'all') params.set('paymentStatus', filters.paymentStatus);
  if (filters.fulfillment !== 'all') params.set('fulfillment', filters.fulfillment);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q) params.set('q', filters.q);
  return api.get(`${adminApiPaths.orders}?${params.toString()}`, AdminOrderListResponseSchema, { signal });
}

export const adminOrdersKey = ['admin', 'orders'] as const;

export function adminOrdersQueryOptions(filters: OrderFilters) {
  return queryOptions({
    queryKey: [...adminOrdersKey, 'list', filters],
    queryFn: ({ signal }) => getAdminOrders(filters, { signal }),
    // SPEC §7: order lists are fresh for 5 minutes, retried twice.
    staleTime: FIVE_MINUTES,
    retry: retryTwice,
    placeholderData: keepPreviousData,
  });
}

/** SPEC §6: the admin orders query runs only for a signed-in admin (`enabled`). */
export function useAdminOrders(filters: OrderFilters, { enabled }: { enabled: boolean }) {
  return useQuery({ ...adminOrdersQueryOptions(filters), enabled: enabled && !isDateRangeInvalid(filters) });
}
