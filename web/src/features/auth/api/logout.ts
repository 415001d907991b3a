import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

/**
 * POST /auth/logout: the server revokes `token`. The caller passes the token it
 * had, so it may forget the session at once (and load this module later); an offline sign-out
 * still signs out here.
 */
export function revokeSession(token: string): Promise<unknown> {
  // The schema (and zod) load beside the request, not with the first page.
  const schema = async () => (await import('@ikawa/contracts/common')).SuccessSchema;
  return api
    .post(apiPaths.auth.logout, undefined, schema, {
      skipUnauthorizedHandling: true,
      headers: { Authorization: `Bearer ${token}` },
    })
    .catch(() => undefined);
}
