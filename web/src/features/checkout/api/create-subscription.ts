import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput, Order } from '@ikawa/contracts/orders';
import { type Subscription, SubscriptionCreatedResponseSchema } from '@ikawa/contracts/subscriptions';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface CreateSubscriptionVariables {
  everyWeeks: number;
  order: CreateOrderInput;
  /** Paid by card: the saved card charged now and at each renewal. */
  savedCardId?: string;
}

/** POST /subscriptions: the subscription and its first order, placed at once. */
export async function createSubscription(
  variables: CreateSubscriptionVariables,
): Promise<{ subscription: Subscription; order: Order }> {
  const response = await api.post(apiPaths.subscriptions.list, variables, SubscriptionCreatedResponseSchema);
  return response.data;
}

/** A subscription places an order: the shopper's orders, subscriptions and the stock change. */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions }),
      ]),
  });
}
