import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProductInput } from '@ikawa/contracts/admin';
import { type ProductWithTexts, ProductWithTextsResponseSchema } from '@ikawa/contracts/products';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { invalidateProductViews } from './invalidate';

export interface UpdateProductVariables {
  id: string;
  input: ProductInput;
}

/** SPEC §7: the update carries `_id` as well (the server ignores it). */
export async function updateProduct({ id, input }: UpdateProductVariables): Promise<ProductWithTexts> {
  const response = await api.patch(
    adminApiPaths.product(id),
    { ...input, _id: id },
    ProductWithTextsResponseSchema,
  );
  return response.data;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => invalidateProductViews(queryClient),
  });
}
