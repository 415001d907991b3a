import { POLICY_TITLES, type PolicySlug } from '@ikawa/contracts/pages';
import { usePolicyPage } from '@/features/info/api/get-policy-page';
import { PolicyPage } from '@/features/info/components/policy-page';

/** /privacy, /terms, /shipping and /returns (issue 17 §3). */
export function PolicyRoute({ slug }: { slug: PolicySlug }) {
  const page = usePolicyPage(slug);
  return (
    <PolicyPage
      fallbackTitle={POLICY_TITLES[slug]}
      page={page.data}
      status={page.status}
      onRetry={() => void page.refetch()}
    />
  );
}
