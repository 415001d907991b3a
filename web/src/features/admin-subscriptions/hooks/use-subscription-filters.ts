import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_METHODS, type PaymentMethod } from '@ikawa/contracts/enums';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@ikawa/contracts/subscriptions';

/** The subscriptions list's filters, kept in the URL so a filtered view can be shared or reloaded. */
export interface SubscriptionFilters {
  page: number;
  status: SubscriptionStatus | 'all';
  payment: PaymentMethod | 'all';
  /** Part of the customer's name or e-mail. */
  q: string;
}

export const DEFAULT_SUBSCRIPTION_FILTERS: SubscriptionFilters = {
  page: 1,
  status: 'all',
  payment: 'all',
  q: '',
};

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | 'all' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : 'all';
}

/** Anything unreadable in the URL falls back to its default instead of breaking the screen. */
export function parseSubscriptionFilters(params: URLSearchParams): SubscriptionFilters {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: oneOf(params.get('status'), SUBSCRIPTION_STATUSES),
    payment: oneOf(params.get('payment'), PAYMENT_METHODS),
    q: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function subscriptionFiltersToParams(filters: SubscriptionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.payment !== 'all') params.set('payment', filters.payment);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasActiveSubscriptionFilters(filters: SubscriptionFilters): boolean {
  return filters.q !== '' || filters.status !== 'all' || filters.payment !== 'all';
}

export function useSubscriptionFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseSubscriptionFilters(searchParams), [searchParams]);

  /** Changing a filter goes back to page 1; changing only the page keeps the filters. */
  const setFilters = useCallback(
    (change: Partial<SubscriptionFilters>) => {
      setSearchParams(
        (current) => {
          const next = { ...parseSubscriptionFilters(current), ...change };
          if (!('page' in change)) next.page = 1;
          return subscriptionFiltersToParams(next);
        },
        { replace: !('page' in change) && 'q' in change },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { filters, setFilters, clearFilters };
}
