import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PaymentMethod, UserProfileResponseSchema } from '@ikawa/contracts/users';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** GET /users/{id}: the shopper's saved cards (brand, last 4 and expiry only), default first. */
export async function getSavedCards(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PaymentMethod[]> {
  const answer = await api.get(apiPaths.users.profile(userId), UserProfileResponseSchema, { signal });
  return [...answer.user.paymentMethods].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export const savedCardsQueryKey = (userId: string) => ['checkout', 'saved-cards', userId] as const;

export function savedCardsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: savedCardsQueryKey(userId),
    queryFn: ({ signal }) => getSavedCards(userId, { signal }),
    // A card saved on the account page a moment ago must be offered: read afresh at each card step.
    staleTime: 0,
  });
}

/** The saved cards offered on the card step (both providers can charge them, ADR 004). */
export function useSavedCards(userId: string | undefined, enabled: boolean) {
  return useQuery({ ...savedCardsQueryOptions(userId ?? ''), enabled: enabled && Boolean(userId) });
}
