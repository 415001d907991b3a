import { retryTwice } from '@/lib/query-client';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Every courier query lives under this key, so a sign-out or a status change can reach them all. */
export const deliveryKey = ['delivery'] as const;

/** SPEC §7: delivery queries are fresh for 5 minutes, retried twice, not refetched on focus. */
export const DELIVERY_QUERY_DEFAULTS = {
  staleTime: FIVE_MINUTES,
  retry: retryTwice,
  refetchOnWindowFocus: false,
} as const;
