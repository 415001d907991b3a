import { type DefaultOptions, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * SPEC §7 retries once. A 4xx answer (bad input, signed out, not found) will not change on a
 * second try, so only transport failures and 5xx answers are retried.
 */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** SPEC §7 app-wide defaults: fresh 5 minutes, one retry, no refetch on window focus. */
export const queryConfig = {
  queries: {
    staleTime: FIVE_MINUTES,
    retry: retryOnce,
    refetchOnWindowFocus: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
