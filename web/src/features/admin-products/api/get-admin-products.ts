import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { AdminProductListResponseSchema } from '@ikawa/contracts/admin';
import type { ProductType } from '@ikawa/contracts/enums';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AdminProduct = z.infer<typeof AdminProductListResponseSchema>['data'][number];

export interface AdminProductFilters {
  q: string;
  type: ProductType | 'all';
}

export async function getAdminProducts(
  filters: AdminProductFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminProduct[]> {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.type !== 'all') params.set('type', filters.type);
  const query = params.size > 0 ? `?${params.toString()}` : '';
  const response = await api.get(`${adminApiPaths.products}${query}`, AdminProductListResponseSchema, {
    signal,
  });
  return response.data;
}

export const adminProductsKey = queryKeys.adminProducts;

export function adminProductsQueryOptions(filters: AdminProductFilters) {
  return queryOptions({
    queryKey: [...adminProductsKey, 'list', filters],
    queryFn: ({ signal }) => getAdminProducts(filters, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every product, archived ones included, with units sold (admin list). */
export function useAdminProducts(filters: AdminProductFilters) {
  return useQuery(adminProductsQueryOptions(filters));
}
