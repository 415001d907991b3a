import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { AdminUserListResponseSchema } from '@ikawa/contracts/admin';
import type { Role } from '@ikawa/contracts/enums';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';

export type AdminUserList = z.infer<typeof AdminUserListResponseSchema>;

export interface AdminUserFilters {
  page: number;
  q: string;
  role: Role | 'all';
}

export const ADMIN_USERS_PAGE_SIZE = 20;

export async function getAdminUsers(
  filters: AdminUserFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminUserList> {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(ADMIN_USERS_PAGE_SIZE) });
  if (filters.q) params.set('q', filters.q);
  if (filters.role !== 'all') params.set('role', filters.role);
  return api.get(`${adminApiPaths.users}?${params.toString()}`, AdminUserListResponseSchema, { signal });
}

export const adminUsersKey = ['admin', 'users'] as const;

export function adminUsersQueryOptions(filters: AdminUserFilters) {
  return queryOptions({
    queryKey: [...adminUsersKey, 'list', filters],
    queryFn: ({ signal }) => getAdminUsers(filters, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filters: AdminUserFilters) {
  return useQuery(adminUsersQueryOptions(filters));
}
