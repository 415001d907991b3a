import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@ikawa/contracts/orders';
import {
  type CancelSubscriptionInput,
  type Subscription,
  SubscriptionCreatedResponseSchema,
  type SubscriptionExtrasInput,
  SubscriptionListResponseSchema,
  SubscriptionResponseSchema,
  type UpdateSubscriptionInputSchema,
} from '@ikawa/contracts/subscriptions';
import type { z } from 'zod';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /subscriptions: the signed-in customer's subscriptions. */
export async function getSubscriptions({ signal }: { signal?: AbortSignal } = {}): Promise<Subscription[]> {
  return (await api.get(apiPaths.subscriptions.list, SubscriptionListResponseSchema, { signal })).data;
}

export function subscriptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.subscriptions,
    queryFn: ({ signal }) => getSubscriptions({ signal }),
    // The renewal job moves the next day on by itself: read afresh on every visit.
    staleTime: 0,
  });
}

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}

/** PATCH /subscriptions/{id} as sent (the server upper-cases a country, trims…). */
export type UpdateSubscriptionBody = z.input<typeof UpdateSubscriptionInputSchema>;

/** Every change the portal can make, as the server takes it. */
export type SubscriptionChange =
  | { kind: 'skip' | 'pause' | 'resume' }
  | { kind: 'order-now' }
  | { kind: 'cancel'; input: CancelSubscriptionInput }
  | { kind: 'update'; input: UpdateSubscriptionBody }
  | { kind: 'extras'; input: SubscriptionExtrasInput };

/** What a change answers: the subscription as it is now, and the order placed by "Order now". */
export interface ChangeResult {
  subscription: Subscription;
  order?: Order;
}

export async function changeSubscription(id: string, change: SubscriptionChange): Promise<ChangeResult> {
  const { subscriptions } = apiPaths;
  switch (change.kind) {
    case 'skip':
    case 'pause':
    case 'resume': {
      const answer = await api.post(subscriptions.action(id, change.kind), {}, SubscriptionResponseSchema);
      return { subscription: answer.data };
    }
    case 'order-now': {
      const answer = await api.post(
        subscriptions.action(id, 'order-now'),
        {},
        SubscriptionCreatedResponseSchema,
      );
      return answer.data;
    }
    case 'cancel': {
      const answer = await api.post(
        subscriptions.action(id, 'cancel'),
        change.input,
        SubscriptionResponseSchema,
      );
      return { subscription: answer.data };
    }
    case 'update': {
      const answer = await api.patch(subscriptions.detail(id), change.input, SubscriptionResponseSchema);
      return { subscription: answer.data };
    }
    case 'extras': {
      const answer = await api.put(subscriptions.extras(id), change.input, SubscriptionResponseSchema);
      return { subscription: answer.data };
    }
  }
}

/**
 * One subscription's changes. The list is read again after each (the server's answer is put in
 * place at once); an order placed now also changes My Orders and the stock.
 */
export function useChangeSubscription(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SubscriptionChange) => changeSubscription(id, change),
    onSuccess: async (result, change) => {
      queryClient.setQueryData<Subscription[]>(queryKeys.subscriptions, (list) =>
        list?.map((each) => (each._id === id ? result.subscription : each)),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions }),
        change.kind === 'order-now'
          ? Promise.all([
              queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
              queryClient.invalidateQueries({ queryKey: queryKeys.products }),
            ])
          : undefined,
      ]);
    },
  });
}
