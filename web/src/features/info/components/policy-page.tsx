import type { PolicyPage as PolicyPageData } from '@ikawa/contracts/pages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Markdown } from '@/components/ui/markdown';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';

interface PolicyPageProps {
  /** The page's title while it loads (the slug's usual title). */
  fallbackTitle: string;
  page: PolicyPageData | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

/** /privacy, /terms, /shipping, /returns (issue 17 §3): the shop's text, written in Settings. */
export function PolicyPage({ fallbackTitle, page, status, onRetry }: PolicyPageProps) {
  return (
    <>
      <header className="bg-cream-200/70">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-[0.2em] text-espresso-500 uppercase">Policies</p>
          <h1 className="mt-3 text-4xl font-semibold text-balance md:text-5xl">
            {page?.title ?? fallbackTitle}
          </h1>
          {page?.updatedAt && (
            <p className="mt-4 text-sm text-espresso-600">
              Last updated <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
            </p>
          )}
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        {page ? (
          <Markdown>{page.body}</Markdown>
        ) : status === 'error' ? (
          <Alert title="This page is unavailable right now.">
            <p>Please try again in a moment.</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
              Try again
            </Button>
          </Alert>
        ) : (
          <div className="flex justify-center py-12 text-espresso-500">
            <Spinner size="lg" label="Loading the page…" />
          </div>
        )}
      </div>
    </>
  );
}
