import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignDeliveryCommand } from '@ikawa/contracts/delivery';
import { type Order, OrderResponseSchema } from '@ikawa/contracts/orders';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { invalidateAfterOrderChange } from './update-order-status';

export interface AssignDeliveryVariables {
  orderId: string;
  input: AssignDeliveryCommand;
}

export async function assignDelivery({ orderId, input }: AssignDeliveryVariables): Promise<Order> {
  const response = await api.patch(adminApiPaths.assign(orderId), input, OrderResponseSchema);
  return response.data;
}

export function useAssignDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDelivery,
    onSuccess: (order) => invalidateAfterOrderChange(queryClient, order),
  });
}
