import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type StockAdjustmentInput,
  StockAdjustmentResponseSchema,
  type StockHistoryResponse,
  StockHistoryResponseSchema,
  type StockMovement,
} from '@ikawa/contracts/stock';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { adminProductsKey } from './get-admin-products';
import { invalidateProductViews } from './invalidate';

export async function getStockHistory(
  productId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StockHistoryResponse['data']> {
  const response = await api.get(adminApiPaths.stockHistory(productId), StockHistoryResponseSchema, {
    signal,
  });
  return response.data;
}

export function stockHistoryQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [...adminProductsKey, 'stock-history', productId],
    queryFn: ({ signal }) => getStockHistory(productId, { signal }),
  });
}

/** A product's stock history, newest first. */
export function useStockHistory(productId: string | null) {
  return useQuery({ ...stockHistoryQueryOptions(productId ?? ''), enabled: productId !== null });
}

export async function adjustStock(productId: string, input: StockAdjustmentInput): Promise<StockMovement> {
  const response = await api.post(
    adminApiPaths.stockAdjustments(productId),
    input,
    StockAdjustmentResponseSchema,
  );
  return response.data;
}

/** "Adjust stock": the list, dashboard, shop and the product's history all see the new figure. */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, input }: { productId: string; input: StockAdjustmentInput }) =>
      adjustStock(productId, input),
    onSuccess: () => invalidateProductViews(queryClient),
  });
}
