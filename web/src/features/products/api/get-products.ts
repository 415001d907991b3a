import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductType } from '@ikawa/contracts/enums';
import type { ProductListResponse, ProductSort } from '@ikawa/contracts/products';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The filters GET /products understands; the server does the filtering (DESIGN: price filter). */
export interface ProductListFilters {
  type?: ProductType;
  minPrice?: number;
  maxPrice?: number;
  q?: string;
  sort?: ProductSort;
}

/** `?type=powder&minPrice=5…` with only the filters that are set, in a stable order. */
export function productListSearch(filters: ProductListFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.q) params.set('q', filters.q);
  if (filters.sort) params.set('sort', filters.sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function getProducts(
  filters: ProductListFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductListResponse> {
  // The schema (and zod) load beside the request, not with the first page.
  const schema = async () => (await import('@ikawa/contracts/products')).ProductListResponseSchema;
  return api.get(`${apiPaths.products}${productListSearch(filters)}`, schema, { signal });
}

export const productListKey = [...queryKeys.products, 'list'] as const;

export function productsQueryOptions(filters: ProductListFilters) {
  return queryOptions({
    queryKey: [...productListKey, filters],
    queryFn: ({ signal }) => getProducts(filters, { signal }),
  });
}

/**
 * The catalogue for a set of filters. While new filters load, the previous answer stays on
 * screen (dimmed by the caller) instead of flashing back to a skeleton.
 */
export function useProducts(filters: ProductListFilters, { keepPrevious = false } = {}) {
  return useQuery({
    ...productsQueryOptions(filters),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
