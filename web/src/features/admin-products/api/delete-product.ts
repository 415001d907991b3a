import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteProductResponseSchema } from '@ikawa/contracts/admin';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { invalidateProductViews } from './invalidate';

/** 'archived' when the product is in past orders (their lines keep it), else 'deleted'. */
export async function deleteProduct(id: string): Promise<'deleted' | 'archived'> {
  const response = await api.delete(adminApiPaths.product(id), DeleteProductResponseSchema);
  return response.outcome;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => invalidateProductViews(queryClient),
  });
}
