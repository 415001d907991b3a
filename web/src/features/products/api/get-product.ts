import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@ikawa/contracts/products';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getProduct(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<Product> {
  // The schema (and zod) load beside the request, not before the page.
  const schema = async () => (await import('@ikawa/contracts/products')).ProductResponseSchema;
  const response = await api.get(apiPaths.productById(slug), schema, { signal });
  return response.data;
}

/** Stock moves with every order, so a product page asks again after 30 s rather than 5 minutes. */
const PRODUCT_STALE_MS = 30_000;

export function productQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...queryKeys.products, 'detail', slug],
    queryFn: ({ signal }) => getProduct(slug, { signal }),
    staleTime: PRODUCT_STALE_MS,
  });
}

/** GET /products/{slug}: one product by slug or `_id`; a 404 is the 'Product not found' state. */
export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}
