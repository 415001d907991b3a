import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { anchors, paths } from '@/config/paths';
import { DeliverySteps } from '@/features/landing/components/delivery-steps';
import { Hero } from '@/features/landing/components/hero';
import { landingPromos } from '@/features/landing/components/landing-promos';
import { PromoBanner } from '@/features/landing/components/promo-banner';
import { SectionHeading } from '@/features/landing/components/section-heading';
import { StorySection } from '@/features/landing/components/story-section';
import { Testimonials } from '@/features/landing/components/testimonials';
import { WhyChoose } from '@/features/landing/components/why-choose';
import { FeaturedProducts } from '@/features/products/components/featured-products';
import { useSettings } from '@/features/settings/api/get-settings';
import { useHydrated } from '@/hooks/use-hydrated';

const NEWSLETTER_ANCHOR = 'newsletter';

// Issue 3 §8: the newsletter form (and the form library) sits at the bottom of the page, so it
// loads after the first paint instead of counting in the landing page's initial JavaScript.
const NewsletterSection = lazy(async () => ({
  default: (await import('@/features/newsletter/components/newsletter-section')).NewsletterSection,
}));

/**
 * Issue 3 §8: a phone paints the banner and the hero first, and the sections below the fold
 * a frame later, so the first paint waits for less work. A link to one of those sections
 * (`/#story`) renders them at once, so the browser can scroll to it; on a page the server
 * rendered (it never sees the `#…`) right after hydration, and the page is scrolled there.
 */
function useBelowTheFold(): boolean {
  const { hash } = useLocation();
  const hydrated = useHydrated();
  const [ready, setReady] = useState(false);
  const toSection = hydrated && hash !== '';
  useEffect(() => {
    if (toSection) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [toSection, hash]);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // As a transition, React renders the sections in slices and keeps the page responsive.
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready || toSection;
}

/** SPEC §2 landing page, top to bottom. */
export function LandingRoute() {
  const settings = useSettings();
  const belowTheFold = useBelowTheFold();
  return (
    <>
      <PromoBanner promos={landingPromos(settings.data, NEWSLETTER_ANCHOR, paths.shop)} />
      <Hero shopHref={paths.shop} storyAnchor={anchors.story} />
      {belowTheFold ? <BelowTheFold fees={settings.data} /> : <div className="min-h-screen" />}
    </>
  );
}

function BelowTheFold({ fees }: { fees: Parameters<typeof DeliverySteps>[0]['fees'] }) {
  return (
    <>
      <StorySection id={anchors.story} />

      <section aria-labelledby="products-title" className="bg-cream-200/70">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-24 lg:px-8">
          <SectionHeading id="products-title" eyebrow="The Shop" title="Our Products" className="mb-10">
            Three of our coffees, picked at random. Choose a type to see more.
          </SectionHeading>
          <FeaturedProducts />
        </div>
      </section>

      <WhyChoose />
      <DeliverySteps fees={fees} />
      <Testimonials />
      <Suspense fallback={<div className="min-h-96" />}>
        <NewsletterSection id={NEWSLETTER_ANCHOR} />
      </Suspense>
    </>
  );
}
