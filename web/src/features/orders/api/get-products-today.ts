import { ProductResponseSchema } from '@ikawa/contracts/products';
import { apiPaths } from '@/config/paths';
import { ApiError, api } from '@/lib/api-client';
import type { TodayProduct } from '@/lib/buy-again';

/**
 * Each product of a past order as the shop sells it today (GET /products/{id}): its price and
 * stock, or null when it is no longer sold (the public catalogue answers 404 for an archived or
 * deleted product). An order holds a few products, so a few small answers beat the catalogue.
 */
export async function getProductsToday(productIds: readonly string[]): Promise<Record<string, TodayProduct>> {
  const entries = await Promise.all(
    [...new Set(productIds)].map(async (id): Promise<[string, TodayProduct]> => {
      try {
        const { data } = await api.get(apiPaths.productById(id), ProductResponseSchema);
        return [
          id,
          {
            _id: data._id,
            name: data.name,
            price: data.price,
            weight: data.weight,
            type: data.type,
            stock: data.stock,
            slug: data.slug,
            images: data.images,
          },
        ];
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [id, null];
        throw error;
      }
    }),
  );
  return Object.fromEntries(entries);
}
