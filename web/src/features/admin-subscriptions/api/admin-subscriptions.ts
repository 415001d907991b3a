import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
  type AdminSubscriptionDetail,
  AdminSubscriptionDetailResponseSchema,
  type AdminSubscriptionListResponse,
  AdminSubscriptionListResponseSchema,
  type SubscriptionForecast,
  SubscriptionForecastResponseSchema,
} from '@ikawa/contracts/admin-subscriptions';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import type { SubscriptionFilters } from '../hooks/use-subscription-filters';

export const adminSubscriptionsKey = ['admin', 'subscriptions'] as const;

export function getAdminSubscriptions(
  filters: SubscriptionFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminSubscriptionListResponse> {
  const params = new URLSearchParams({
    page: String(filters.page),
    pageSize: String(ADMIN_SUBSCRIPTIONS_PAGE_SIZE),
    status: filters.status,
    payment: filters.payment,
  });
  if (filters.q) params.set('q', filters.q);
  return api.get(`${adminApiPaths.subscriptions}?${params.toString()}`, AdminSubscriptionListResponseSchema, {
    signal,
  });
}

export function useAdminSubscriptions(filters: SubscriptionFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...adminSubscriptionsKey, 'list', filters],
      queryFn: ({ signal }) => getAdminSubscriptions(filters, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export async function getAdminSubscription(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminSubscriptionDetail> {
  return (await api.get(adminApiPaths.subscription(id), AdminSubscriptionDetailResponseSchema, { signal }))
    .data;
}

export function useAdminSubscription(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...adminSubscriptionsKey, 'detail', id],
      queryFn: ({ signal }) => getAdminSubscription(id, { signal }),
    }),
  );
}

export async function getSubscriptionForecast(
  days: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SubscriptionForecast> {
  const url = `${adminApiPaths.subscriptionsForecast}?days=${days}`;
  return (await api.get(url, SubscriptionForecastResponseSchema, { signal })).data;
}

export function useSubscriptionForecast(days: number) {
  return useQuery(
    queryOptions({
      queryKey: [...adminSubscriptionsKey, 'forecast', days],
      queryFn: ({ signal }) => getSubscriptionForecast(days, { signal }),
    }),
  );
}
