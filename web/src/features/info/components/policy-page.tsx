import { Trans, useLingui } from '@lingui/react/macro';
import type { PolicyPage as PolicyPageData } from '@ikawa/contracts/pages';
import { Markdown } from '@/components/ui/markdown';
import { LoadFallback } from '@/components/ui/load-fallback';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/format';

interface PolicyPageProps {
  /** The page's title while it loads (the slug's usual title). */
  fallbackTitle: string;
  page: PolicyPageData | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

/** /privacy, /terms, /shipping, /returns: the shop's text, written in Settings. */
export function PolicyPage({ fallbackTitle, page, status, onRetry }: PolicyPageProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const updated = page?.updatedAt ? formatDate(page.updatedAt, locale) : '';
  return (
    <>
      <header className="bg-cream-200/70">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-[0.2em] text-espresso-500 uppercase">
            <Trans>Policies</Trans>
          </p>
          <h1 className="mt-3 text-4xl font-semibold text-balance md:text-5xl">
            {page?.title ?? fallbackTitle}
          </h1>
          {page?.updatedAt && (
            <p className="mt-4 text-sm text-espresso-600">
              <Trans>
                Last updated <time dateTime={page.updatedAt}>{updated}</time>
              </Trans>
            </p>
          )}
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        {page ? (
          <Markdown>{page.body}</Markdown>
        ) : (
          <LoadFallback
            status={status}
            errorTitle={t`This page is unavailable right now.`}
            loadingLabel={t`Loading the page…`}
            onRetry={onRetry}
          />
        )}
      </div>
    </>
  );
}
