import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@ikawa/contracts/auth';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<MeResponse> {
  // The schema (and zod) load beside the request, not with the first page.
  const schema = async () => (await import('@ikawa/contracts/auth')).MeResponseSchema;
  return api.get(apiPaths.auth.me, schema, { signal });
}

export const meQueryKey = ['auth', 'me'] as const;

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
  });
}

/** Verifies the stored token with GET /auth/me; only runs while a token is stored. */
export function useMe({ enabled }: { enabled: boolean }) {
  return useQuery({ ...meQueryOptions(), enabled });
}
