import { ApiError } from '@/lib/api-client';

/** SPEC §7: order lists and delivery queries are retried twice (a 4xx will not change). */
export function retryTwice(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
