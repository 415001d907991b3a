import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Order, OrderResponseSchema } from '@ikawa/contracts/orders';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /orders/{id}/cancel: the customer's own pending order; the stock comes back. */
export async function cancelOrder(orderId: string): Promise<Order> {
  const response = await api.post(apiPaths.orders.cancel(orderId), undefined, OrderResponseSchema);
  return response.data;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        // The stock is back on the shelf.
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
      ]),
  });
}
