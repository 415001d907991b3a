import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

/**
 * POST /auth/logout: the server revokes the token (issue 12 §6). The token is read when the call
 * starts, so the caller may forget the session at once; an offline sign-out still signs out here.
 */
export function revokeSession(): Promise<unknown> {
  // The schema (and zod) load beside the request, not with the first page (issue 3 §8).
  const schema = async () => (await import('@ikawa/contracts/common')).SuccessSchema;
  return api
    .post(apiPaths.auth.logout, undefined, schema, { skipUnauthorizedHandling: true })
    .catch(() => undefined);
}
