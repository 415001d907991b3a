import { Mail } from 'lucide-react';
import { type ReactNode } from 'react';
import { NearViewport } from '@/components/ui/on-demand';
import { WithCatalog } from '@/components/ui/with-catalog';
import { lazyPart } from '@/components/ui/lazy-part';

// The form, its words (the `account` catalog) and, once it is used, the form library and the
// contracts' schemas: they load when the reader scrolls towards the form, not while a phone is
// starting the landing page.
const NewsletterForm = lazyPart(async () => ({
  default: (await import('./newsletter-form')).NewsletterForm,
}));

/**
 * The landing page's newsletter block; `id` lets the promo banner link to it. The page gives its
 * title and introduction in its own words, so they show at once.
 */
export function NewsletterSection({ id, title, intro }: { id: string; title: ReactNode; intro: ReactNode }) {
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
              {title}
            </h2>
            <p className="mt-3 text-espresso-600">{intro}</p>
          </div>
          <NearViewport fallback={<div className="min-h-80" />}>
            <WithCatalog parts={['account']}>
              <NewsletterForm />
            </WithCatalog>
          </NearViewport>
        </div>
      </div>
    </section>
  );
}
