import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProductInput } from '@ikawa/contracts/admin';
import { type ProductWithTexts, ProductWithTextsResponseSchema } from '@ikawa/contracts/products';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { invalidateProductViews } from './invalidate';

export async function createProduct(input: ProductInput): Promise<ProductWithTexts> {
  const response = await api.post(adminApiPaths.createProduct, input, ProductWithTextsResponseSchema);
  return response.data;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => invalidateProductViews(queryClient),
  });
}
