import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductListResponseSchema } from '@ikawa/contracts/products';
import { UserProfileResponseSchema } from '@ikawa/contracts/users';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /products: what a coffee can be swapped for, or added once to the next delivery. */
export function catalogueQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.products, 'list', 'subscriptions'],
    queryFn: async ({ signal }) =>
      (await api.get(apiPaths.products, ProductListResponseSchema, { signal })).data,
  });
}

export function useCatalogue(enabled: boolean) {
  return useQuery({ ...catalogueQueryOptions(), enabled });
}

/** GET /users/{id}: the saved addresses and cards a subscription can be moved to. */
export function profileChoicesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['subscriptions', 'profile-choices', userId],
    queryFn: async ({ signal }) => {
      const { user } = await api.get(apiPaths.users.profile(userId), UserProfileResponseSchema, { signal });
      return { addresses: user.addresses, cards: user.paymentMethods, phone: user.phone ?? null };
    },
    // A card or address saved a moment ago on its own page must be offered.
    staleTime: 0,
  });
}

export function useProfileChoices(userId: string | undefined, enabled: boolean) {
  return useQuery({ ...profileChoicesQueryOptions(userId ?? ''), enabled: enabled && Boolean(userId) });
}
