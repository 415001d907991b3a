import { ApiError, UNKNOWN_ERROR_MESSAGE } from '@/lib/api-client';

/**
 * SPEC §8 for admin actions: the server's sentence when it gave one (a 4xx that explains what
 * went wrong, e.g. "You cannot remove your own admin role.", already in the page's language),
 * else the action's own message, which the caller passes translated. Transport failures and 5xx
 * answers fall back to the action's message too.
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.explained &&
    error.message &&
    error.message !== UNKNOWN_ERROR_MESSAGE()
  ) {
    return error.message;
  }
  return fallback;
}
