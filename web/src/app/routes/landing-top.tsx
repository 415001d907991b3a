import { paths, anchors } from '@/config/paths';
import { FIRST_ORDER_CODE, useOffer } from '@/features/landing/api/get-offer';
import { Hero } from '@/features/landing/components/hero';
import { landingPromos } from '@/features/landing/components/landing-promos';
import { PromoBanner } from '@/features/landing/components/promo-banner';
import { useSettings } from '@/features/settings/api/get-settings';

/** The landing page's promo banner and sliding hero (SPEC §2), reading their own data. */
export function LandingTop() {
  const settings = useSettings();
  const offer = useOffer(FIRST_ORDER_CODE);
  return (
    <>
      <PromoBanner promos={landingPromos(settings.data, offer.data, paths.shop)} />
      <Hero shopHref={paths.shop} storyAnchor={anchors.story} />
    </>
  );
}
