import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_STATUSES } from '@ikawa/contracts/enums';
import { orderSearch } from '@ikawa/contracts/order-number';
import { type OrderListResponse, OrderListResponseSchema } from '@ikawa/contracts/orders';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { retryTwice } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export const ORDER_STATUS_FILTERS = ['all', ...ORDER_STATUSES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export const ORDERS_PAGE_SIZE = 10;

export interface OrderFilters {
  page: number;
  status: OrderStatusFilter;
  /** An order's number as printed ("IK-1042", "#IK-1042", "1042"), or the start of its id. */
  q: string;
}

/**
 * Whether the search box's text can name an order the way the server reads `q` (`orderSearch`):
 * its number as printed ("IK-1042", a copied "#IK-1042", "1042") or the start of its id as
 * screens showed it before numbers ("#D4DBEB17"). Anything else (a word, say) matches nothing.
 */
function canNameAnOrder(q: string): boolean {
  const search = orderSearch(q);
  return search.number !== null || search.idPrefix !== null;
}

export async function getOrders(
  filters: OrderFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrderListResponse> {
  // Sent as typed (trimmed): the server reads it with the same `orderSearch`.
  const q = filters.q.trim();
  if (q !== '' && !canNameAnOrder(q)) {
    return { success: true, data: [], total: 0, page: 1, pageSize: ORDERS_PAGE_SIZE, totalPages: 0 };
  }
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(ORDERS_PAGE_SIZE) });
  if (filters.status !== 'all') params.set('status', filters.status);
  if (q) params.set('q', q);
  return api.get(`${apiPaths.orders.list}?${params}`, OrderListResponseSchema, { signal });
}

const FIVE_MINUTES = 5 * 60 * 1000;

/** SPEC §7: order lists are fresh for 5 minutes, retried twice, not refetched on focus. */
export function ordersQueryOptions(filters: OrderFilters) {
  return queryOptions({
    queryKey: [...queryKeys.orders, 'list', filters],
    queryFn: ({ signal }) => getOrders(filters, { signal }),
    staleTime: FIVE_MINUTES,
    retry: retryTwice,
    refetchOnWindowFocus: false,
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useOrders(filters: OrderFilters) {
  return useQuery(ordersQueryOptions(filters));
}
