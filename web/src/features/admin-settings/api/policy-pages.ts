import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PolicyPage,
  PolicyPageResponseSchema,
  PolicyPagesResponseSchema,
  type PolicySlug,
  type UpdatePolicyPageInput,
} from '@ikawa/contracts/pages';
import { adminApiPaths } from '@/config/area-api-paths';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

export async function getPolicyPages({ signal }: { signal?: AbortSignal } = {}): Promise<PolicyPage[]> {
  const response = await api.get(apiPaths.pages, PolicyPagesResponseSchema, { signal });
  return response.data;
}

export function policyPagesQueryOptions() {
  return queryOptions({
    queryKey: ['pages', 'all'],
    queryFn: ({ signal }) => getPolicyPages({ signal }),
  });
}

/** Every policy page with its text, for the editor in Settings (issue 17 §3). */
export function usePolicyPages() {
  return useQuery(policyPagesQueryOptions());
}

export async function updatePolicyPage(slug: PolicySlug, input: UpdatePolicyPageInput): Promise<PolicyPage> {
  const response = await api.put(adminApiPaths.policyPage(slug), input, PolicyPageResponseSchema);
  return response.data;
}

/** The saved page replaces the public page's query (['pages', slug]) and the editor's list. */
export function useUpdatePolicyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, input }: { slug: PolicySlug; input: UpdatePolicyPageInput }) =>
      updatePolicyPage(slug, input),
    onSuccess: (page) => {
      queryClient.setQueryData(['pages', page.slug], page);
      queryClient.setQueryData<PolicyPage[]>(['pages', 'all'], (pages) =>
        pages?.map((current) => (current.slug === page.slug ? page : current)),
      );
    },
  });
}
