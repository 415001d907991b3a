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
import { useLocale } from '@/hooks/use-locale';
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

/** Every policy page in every language with its text, for the editor in Settings. */
export function usePolicyPages() {
  return useQuery(policyPagesQueryOptions());
}

export async function updatePolicyPage(slug: PolicySlug, input: UpdatePolicyPageInput): Promise<PolicyPage> {
  const response = await api.put(adminApiPaths.policyPage(slug), input, PolicyPageResponseSchema);
  return response.data;
}

/**
 * The saved page replaces its language's entry in the editor's list and, when written in the
 * language of this page, the public page's query (['pages', slug]), which holds that language.
 */
export function useUpdatePolicyPage() {
  const queryClient = useQueryClient();
  const pageLocale = useLocale();
  return useMutation({
    mutationFn: ({ slug, input }: { slug: PolicySlug; input: UpdatePolicyPageInput }) =>
      updatePolicyPage(slug, input),
    onSuccess: (page) => {
      if (page.locale === pageLocale) queryClient.setQueryData(['pages', page.slug], page);
      queryClient.setQueryData<PolicyPage[]>(['pages', 'all'], (pages) =>
        pages?.map((current) =>
          current.slug === page.slug && current.locale === page.locale ? page : current,
        ),
      );
    },
  });
}
