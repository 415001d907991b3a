import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyPage, PolicySlug } from '@ikawa/contracts/pages';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** GET /api/pages/{slug}: a policy page's title and Markdown. */
export async function getPolicyPage(
  slug: PolicySlug,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PolicyPage> {
  const schema = async () => (await import('@ikawa/contracts/pages')).PolicyPageResponseSchema;
  const response = await api.get(apiPaths.page(slug), schema, { signal });
  return response.data;
}

export function policyPageQueryOptions(slug: PolicySlug) {
  return queryOptions({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => getPolicyPage(slug, { signal }),
  });
}

export function usePolicyPage(slug: PolicySlug) {
  return useQuery(policyPageQueryOptions(slug));
}
