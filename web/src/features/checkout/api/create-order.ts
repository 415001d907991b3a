import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateOrderInput, type Order, OrderResponseSchema } from '@ikawa/contracts/orders';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface CreateOrderVariables {
  input: CreateOrderInput;
  /** The same key for every retry of one checkout attempt (DESIGN: one order per key). */
  idempotencyKey: string;
}

/** POST /orders (cash path): the server prices the order and takes the stock. */
export async function createOrder({ input, idempotencyKey }: CreateOrderVariables): Promise<Order> {
  const response = await api.post(apiPaths.orders.list, input, OrderResponseSchema, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return response.data;
}

/** Placing an order changes the shopper's order list and the catalogue's stock. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
      ]),
  });
}
