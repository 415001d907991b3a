import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@ikawa/contracts/enums';
import { type Order, OrderResponseSchema } from '@ikawa/contracts/orders';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';
import { queryKeys } from '@/lib/query-keys';

export interface UpdateOrderStatusVariables {
  id: string;
  status: OrderStatus;
}

export async function updateOrderStatus({ id, status }: UpdateOrderStatusVariables): Promise<Order> {
  const response = await api.put(adminApiPaths.order(id), { status }, OrderResponseSchema);
  return response.data;
}

/**
 * An order change touches the orders list, the dashboard, the stock (cancelling returns it) and
 * the couriers' open deliveries.
 */
export function invalidateAfterOrderChange(queryClient: QueryClient, order: Order): Promise<unknown> {
  queryClient.setQueryData([...adminOrdersKey, 'detail', order._id], order);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...adminOrdersKey, 'list'] }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminProducts }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminDeliveryPersons }),
  ]);
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => invalidateAfterOrderChange(queryClient, order),
  });
}
