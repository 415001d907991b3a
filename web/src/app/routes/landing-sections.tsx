import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { anchors } from '@/config/paths';
import { DeliverySteps } from '@/features/landing/components/delivery-steps';
import { SectionHeading } from '@/features/landing/components/section-heading';
import { StorySection } from '@/features/landing/components/story-section';
import { Testimonials } from '@/features/landing/components/testimonials';
import { WhyChoose } from '@/features/landing/components/why-choose';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';
import { FeaturedProducts } from '@/features/products/components/featured-products';

/**
 * The landing page below the hero (SPEC §2), loaded after the first paint. A link to one of its
 * sections (`/#story`) is scrolled to once the section exists.
 */
export function LandingSections({
  fees,
  newsletterAnchor,
}: {
  fees: Parameters<typeof DeliverySteps>[0]['fees'];
  newsletterAnchor: string;
}) {
  const { t } = useLingui();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <StorySection id={anchors.story} />

      <section aria-labelledby="products-title" className="bg-cream-200/70">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-24 lg:px-8">
          <SectionHeading id="products-title" eyebrow={t`The Shop`} title={t`Our Products`} className="mb-10">
            <Trans>Three of our coffees, picked at random. Choose a type to see more.</Trans>
          </SectionHeading>
          <FeaturedProducts />
        </div>
      </section>

      <WhyChoose />
      <DeliverySteps fees={fees} />
      <Testimonials />
      <NewsletterSection
        id={newsletterAnchor}
        title={<Trans>News from the hills</Trans>}
        intro={
          <Trans>
            New harvests, brewing tips and our offers, about once a month. Unsubscribe whenever you like.
          </Trans>
        }
      />
    </>
  );
}
