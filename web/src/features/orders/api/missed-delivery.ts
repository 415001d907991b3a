import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DeliveryDaysResponseSchema } from '@ikawa/contracts/missed-delivery';
import { type Order, OrderResponseSchema } from '@ikawa/contracts/orders';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/*
 * After a missed delivery (README "Deliveries"): the days the shop can come again, and the
 * customer's two ways on, another day or a pickup at the store. The server checks the day.
 */

const daysKey = (orderId: string) => [...queryKeys.orders, 'delivery-days', orderId] as const;

/** GET /orders/{id}/delivery-days: asked only while the order waits for the customer's choice. */
export function useDeliveryDays(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: daysKey(orderId),
    queryFn: async () =>
      (await api.get(apiPaths.orders.deliveryDays(orderId), DeliveryDaysResponseSchema)).data.days,
    enabled,
  });
}

export async function rescheduleDelivery({
  orderId,
  date,
}: {
  orderId: string;
  date: string;
}): Promise<Order> {
  return (await api.post(apiPaths.orders.reschedule(orderId), { date }, OrderResponseSchema)).data;
}

export async function pickUpInstead(orderId: string): Promise<Order> {
  return (await api.post(apiPaths.orders.pickupInstead(orderId), undefined, OrderResponseSchema)).data;
}

/** The customer's choice; the orders (and the days offered) are read again after it. */
export function useMissedDeliveryChoice() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.orders });
  return {
    reschedule: useMutation({ mutationFn: rescheduleDelivery, onSuccess: refresh }),
    pickUp: useMutation({ mutationFn: pickUpInstead, onSuccess: refresh }),
  };
}
