import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { type Ref, useState } from 'react';
import type { ProductType } from '@ikawa/contracts/enums';
import { ButtonLink } from '@/components/ui/button';
import { NearViewport } from '@/components/ui/on-demand';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ProductCardSkeleton } from './product-card-skeleton';
import { lazyPart } from '@/components/ui/lazy-part';

// The cards (and the request and schema behind them) come with the products, as the reader
// scrolls towards them; the tabs and the placeholder cards are there from the start.
const FeaturedGrid = lazyPart(async () => ({ default: (await import('./featured-grid')).FeaturedGrid }));

/** SPEC §2: the three tabs, powder first (the default). */
const DEFAULT_TAB: { type: ProductType; label: MessageDescriptor } = {
  type: 'powder',
  label: msg`Powder Coffee`,
};
export const FEATURED_TABS: readonly { type: ProductType; label: MessageDescriptor }[] = [
  DEFAULT_TAB,
  { type: 'granule', label: msg`Granulated Coffee` },
  { type: 'sack', label: msg`Sack Coffee` },
];

/** SPEC §2 / §9: the landing page shows 3 products. */
const FEATURED_COUNT = 3;

/** 'Our Products' on the landing page: tabs of coffee types, each showing 3 random products of it. */
export function FeaturedProducts() {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<ProductType>(DEFAULT_TAB.type);
  const [seed] = useState(() => Math.floor(Math.random() * 1_000_000));
  return (
    <div>
      <Tabs
        label={t`Coffee types`}
        items={FEATURED_TABS.map((tab) => ({ value: tab.type, label: i18n._(tab.label) }))}
        selected={type}
        onSelect={setType}
        layout="fill"
        panelClassName="mt-8 rounded-3xl"
      >
        {(shown) => (
          // The products are asked for when the reader scrolls towards them: a phone that stays
          // at the top of the landing page spends none of its start on them (nor on the schema
          // library that checks the answer).
          <NearViewport fallback={<FeaturedSkeleton label={t`Loading products`} />} margin="300px">
            <FeaturedGrid
              type={shown}
              seed={seed}
              count={FEATURED_COUNT}
              loading={<FeaturedSkeleton label={t`Loading products`} />}
            />
          </NearViewport>
        )}
      </Tabs>
      <div className="mt-10 flex justify-center">
        <ButtonLink to={paths.shop} size="lg">
          <Trans>View All Products</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </div>
  );
}

function FeaturedSkeleton({ label, ref }: { label: string; ref?: Ref<HTMLUListElement> }) {
  return (
    <ul ref={ref} aria-busy="true" aria-label={label} className="grid gap-6 md:grid-cols-3">
      {Array.from({ length: FEATURED_COUNT }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
