import { useLingui } from '@lingui/react/macro';
import { POLICY_TITLE_MESSAGES, type PolicySlug } from '@ikawa/contracts/pages';
import { usePolicyPage } from '@/features/info/api/get-policy-page';
import { PolicyPage } from '@/features/info/components/policy-page';

/** /privacy, /terms, /shipping and /returns. */
export function PolicyRoute({ slug }: { slug: PolicySlug }) {
  const { i18n } = useLingui();
  const page = usePolicyPage(slug);
  return (
    <PolicyPage
      fallbackTitle={i18n._(POLICY_TITLE_MESSAGES[slug])}
      page={page.data}
      status={page.status}
      onRetry={() => void page.refetch()}
    />
  );
}
