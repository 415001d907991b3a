import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Product, ProductResponseSchema } from '@ikawa/contracts/products';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { invalidateProductViews } from './invalidate';

export async function restoreProduct(id: string): Promise<Product> {
  const response = await api.post(adminApiPaths.restoreProduct(id), undefined, ProductResponseSchema);
  return response.data;
}

/** Puts an archived product back on sale. */
export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreProduct,
    onSuccess: () => invalidateProductViews(queryClient),
  });
}
