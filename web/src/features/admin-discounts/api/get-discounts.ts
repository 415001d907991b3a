import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminProductListResponseSchema } from '@ikawa/contracts/admin';
import { type Discount, DiscountListResponseSchema } from '@ikawa/contracts/discounts';
import { lineLabel } from '@ikawa/contracts/display';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';

export type { Discount };

export async function getDiscounts({ signal }: { signal?: AbortSignal } = {}): Promise<Discount[]> {
  const response = await api.get(adminApiPaths.discounts, DiscountListResponseSchema, { signal });
  return response.data;
}

export const discountsKey = ['admin', 'discounts'] as const;

export function discountsQueryOptions() {
  return queryOptions({
    queryKey: [...discountsKey, 'list'],
    queryFn: ({ signal }) => getDiscounts({ signal }),
  });
}

/** Every discount code, active first. */
export function useDiscounts() {
  return useQuery(discountsQueryOptions());
}

export interface ProductChoice {
  _id: string;
  label: string;
}

/** The products a code may be limited to (on sale ones; a chosen archived one stays listed). */
export async function getProductChoices({ signal }: { signal?: AbortSignal } = {}): Promise<ProductChoice[]> {
  const response = await api.get(adminApiPaths.products, AdminProductListResponseSchema, { signal });
  return response.data.map((product) => ({
    _id: product._id,
    label: `${lineLabel(product)}${product.archived ? ' · archived' : ''}`,
  }));
}

export function useProductChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...discountsKey, 'products'],
    queryFn: ({ signal }) => getProductChoices({ signal }),
    enabled,
  });
}
