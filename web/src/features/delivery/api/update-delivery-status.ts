import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CourierOrder,
  CourierOrderResponseSchema,
  type UpdateDeliveryStatusInput,
} from '@ikawa/contracts/delivery';
import { deliveryApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { courierOrdersQueryKey } from './get-courier-orders';
import { deliveryHistoryKey } from './get-delivery-history';
import { earningsQueryKey } from './get-earnings';

export interface UpdateDeliveryStatusVariables extends UpdateDeliveryStatusInput {
  orderId: string;
}

/** PATCH /delivery/orders/{id}/status: assigned → picked_up → delivered (SPEC §4). */
export async function updateDeliveryStatus({
  orderId,
  ...body
}: UpdateDeliveryStatusVariables): Promise<CourierOrder> {
  // The body as the status endpoint takes it: the step, and the customer's PIN when delivering.
  const answer = await api.patch(deliveryApiPaths.orderStatus(orderId), body, CourierOrderResponseSchema);
  return answer.data;
}

/**
 * SPEC §7: a status change invalidates the assigned orders and the earnings (a delivery moves the
 * Completed count and the cash held). A failure is logged and shown, never retried (SPEC §8); the
 * list is refetched then too, since a 409 or 422 means the screen was out of date.
 */
export function useUpdateDeliveryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeliveryStatus,
    retry: false,
    onSuccess: (order) => {
      queryClient.setQueryData<CourierOrder[]>(courierOrdersQueryKey, (orders) =>
        orders?.map((current) => (current._id === order._id ? order : current)),
      );
    },
    onError: (error) => {
      console.error('Failed to update the delivery status', error);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courierOrdersQueryKey }),
        queryClient.invalidateQueries({ queryKey: earningsQueryKey }),
        queryClient.invalidateQueries({ queryKey: deliveryHistoryKey }),
      ]),
  });
}
