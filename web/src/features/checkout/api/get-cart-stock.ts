import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductResponseSchema } from '@ikawa/contracts/products';
import { apiPaths } from '@/config/paths';
import { ApiError, api } from '@/lib/api-client';
import type { CartProduct } from '@/stores/cart';

/**
 * A cart line's product as the server has it now; `null` when it no longer exists. Reading each
 * line's product by id costs a few small answers for a typical cart, instead of the whole catalogue.
 */
export async function getCartStock(
  productIds: readonly string[],
  { signal }: { signal?: AbortSignal } = {},
): Promise<Record<string, CartProduct | null>> {
  const entries = await Promise.all(
    productIds.map(async (id) => {
      try {
        const { data } = await api.get(apiPaths.productById(id), ProductResponseSchema, { signal });
        const fresh: CartProduct = {
          _id: data._id,
          name: data.name,
          price: data.price,
          weight: data.weight,
          type: data.type,
          stock: data.stock,
          slug: data.slug,
          images: data.images,
        };
        return [id, fresh] as const;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [id, null] as const;
        throw error;
      }
    }),
  );
  return Object.fromEntries(entries);
}

export function cartStockQueryOptions(productIds: readonly string[]) {
  const ids = [...productIds].sort();
  return queryOptions({
    queryKey: ['cart', 'stock', ids],
    queryFn: ({ signal }) => getCartStock(ids, { signal }),
    // SPEC §2: stock is re-read every time the panel opens.
    staleTime: 0,
  });
}

export function useCartStock(productIds: readonly string[], { enabled }: { enabled: boolean }) {
  return useQuery({ ...cartStockQueryOptions(productIds), enabled: enabled && productIds.length > 0 });
}
