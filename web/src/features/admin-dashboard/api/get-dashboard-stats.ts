import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DashboardStats, DashboardStatsResponseSchema } from '@ikawa/contracts/admin';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const FOUR_MINUTES = 4 * 60 * 1000;
const FIVE_MINUTES = 5 * 60 * 1000;

export async function getDashboardStats({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardStats> {
  const response = await api.get(adminApiPaths.dashboardStats, DashboardStatsResponseSchema, { signal });
  return response.data;
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.adminDashboard, 'stats'],
    queryFn: ({ signal }) => getDashboardStats({ signal }),
    // SPEC §7: dashboard stats refetch every 5 minutes, stale after 4, 1 retry (the app default).
    staleTime: FOUR_MINUTES,
    refetchInterval: FIVE_MINUTES,
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
