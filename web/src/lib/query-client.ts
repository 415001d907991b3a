import { type DefaultOptions, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * A failed query is asked again up to `times` times, unless the server answered with a 4xx (bad
 * input, signed out, not found, not yours), which will not change on another try: only transport
 * failures and 5xx answers are retried.
 */
function retryUpTo(times: number) {
  return (failureCount: number, error: Error): boolean => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    return failureCount < times;
  };
}

/** SPEC §7: every query is retried once. */
const retryOnce = retryUpTo(1);

/** SPEC §7: order lists and delivery queries are retried twice. */
export const retryTwice = retryUpTo(2);

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
