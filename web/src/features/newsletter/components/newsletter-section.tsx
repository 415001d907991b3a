import { Trans } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { lazy } from 'react';
import { NearViewport } from '@/components/ui/on-demand';
import { WithCatalog } from '@/components/ui/with-catalog';

// The form brings the form library and the contracts' schemas (about 60 KB gzipped): they load
// when the reader scrolls towards the form, not while a phone is starting the landing page.
const NewsletterForm = lazy(async () => ({ default: (await import('./newsletter-form')).NewsletterForm }));

/**
 * The landing page's newsletter block; `id` lets the promo banner link to it. Its words are in
 * the `account` catalog, which the storefront's first page does not load: it comes with the block.
 */
export function NewsletterSection({ id }: { id: string }) {
  return (
    <WithCatalog parts={['account']}>
      <NewsletterBlock id={id} />
    </WithCatalog>
  );
}

function NewsletterBlock({ id }: { id: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-24 lg:px-8"
    >
      <div className="rounded-[2rem] bg-cream-50 px-6 py-10 shadow-soft ring-1 ring-espresso-100 sm:px-10 md:py-14 lg:px-14">
        <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr] lg:items-center lg:gap-12">
          <div>
            <span className="flex size-12 items-center justify-center rounded-2xl bg-leaf-50 text-leaf-700">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <h2 id={`${id}-title`} className="mt-5 text-3xl font-semibold md:text-4xl">
              <Trans>News from the hills</Trans>
            </h2>
            <p className="mt-3 text-espresso-600">
              <Trans>
                New harvests, brewing tips and our offers, about once a month. Unsubscribe whenever you like.
              </Trans>
            </p>
          </div>
          <NearViewport fallback={<div className="min-h-80" />}>
            <NewsletterForm />
          </NearViewport>
        </div>
      </div>
    </section>
  );
}
