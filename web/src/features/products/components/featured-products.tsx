import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CircleAlert } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { ProductType } from '@ikawa/contracts/enums';
import { PRODUCT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/display';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
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

/**
 * 'Our Products' on the landing page: WAI-ARIA tabs (arrow keys, Home and End move between them
 * and select; Tab goes into the panel) showing 3 random products of the chosen type.
 */
export function FeaturedProducts() {
  const { t, i18n } = useLingui();
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [seed] = useState(() => Math.floor(Math.random() * 1_000_000));

  function select(index: number) {
    const next = (index + FEATURED_TABS.length) % FEATURED_TABS.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: FEATURED_TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  const tab = FEATURED_TABS[selected] ?? DEFAULT_TAB;
  return (
    <div>
      <div
        role="tablist"
        aria-label={t`Coffee types`}
        className="grid grid-cols-3 gap-1 rounded-3xl bg-cream-50 p-1.5 ring-1 ring-espresso-100 sm:inline-flex sm:rounded-full"
      >
        {FEATURED_TABS.map((item, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={item.type}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.type}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={handleKeyDown}
              className={cn(
                'min-h-11 rounded-2xl px-2 py-1.5 text-sm leading-tight font-semibold transition-colors sm:rounded-full sm:px-5 sm:whitespace-nowrap',
                isSelected
                  ? 'bg-espresso-900 text-cream-50 shadow-soft'
                  : 'text-espresso-700 hover:bg-cream-200',
              )}
            >
              {i18n._(item.label)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab.type}`}
        tabIndex={0}
        className="mt-8 rounded-3xl"
      >
        <FeaturedGrid type={tab.type} seed={seed} />
      </div>
      <div className="mt-10 flex justify-center">
        <ButtonLink to={paths.shop} size="lg">
          <Trans>View All Products</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </div>
  );
}

function FeaturedGrid({ type, seed }: { type: ProductType; seed: number }) {
  const { t, i18n } = useLingui();
  const products = useProducts({ type });
  if (products.isPending) {
    return (
      <ul aria-busy="true" aria-label={t`Loading products`} className="grid gap-6 md:grid-cols-3">
        {Array.from({ length: FEATURED_COUNT }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
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
