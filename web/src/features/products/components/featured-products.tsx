import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CircleAlert } from 'lucide-react';
import { type Ref, useState } from 'react';
import type { ProductType } from '@ikawa/contracts/enums';
import { PRODUCT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/display';
import { Button, ButtonLink } from '@/components/ui/button';
import { NearViewport } from '@/components/ui/on-demand';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useProducts } from '../api/get-products';
import { pickRandom } from '../utils/pick-random';
import { ProductCard, ProductCardSkeleton } from './product-card';

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
            <FeaturedGrid type={shown} seed={seed} />
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

function FeaturedGrid({ type, seed }: { type: ProductType; seed: number }) {
  const { t, i18n } = useLingui();
  const products = useProducts({ type });
  if (products.isPending) return <FeaturedSkeleton label={t`Loading products`} />;
  if (products.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-3xl bg-cream-50 px-6 py-12 text-center"
      >
        <CircleAlert aria-hidden="true" className="size-8 text-cherry-600" />
        <p className="text-espresso-700">{i18n._(PRODUCT_MESSAGE_DESCRIPTORS.loadFailed)}</p>
        <Button variant="secondary" onClick={() => void products.refetch()} isLoading={products.isFetching}>
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  }
  const picks = pickRandom(products.data.data, FEATURED_COUNT, seed);
  if (picks.length === 0) {
    return (
      <p className="rounded-3xl bg-cream-50 px-6 py-12 text-center text-espresso-600">
        {i18n._(PRODUCT_MESSAGE_DESCRIPTORS.empty)}
      </p>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {picks.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} priority />
        </li>
      ))}
    </ul>
  );
}
