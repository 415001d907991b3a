import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProductType } from '@ikawa/contracts/enums';
import { PRODUCT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/display';
import { Button } from '@/components/ui/button';
import { useProducts } from '../api/get-products';
import { pickRandom } from '../utils/pick-random';
import { ProductCard } from './product-card';

/** `count` random products of `type` for the landing page's tabs (featured-products.tsx). */
export function FeaturedGrid({
  type,
  seed,
  count,
  loading,
}: {
  type: ProductType;
  seed: number;
  count: number;
  /** Shown while the products load. */
  loading: ReactNode;
}) {
  const { i18n } = useLingui();
  const products = useProducts({ type });
  if (products.isPending) return loading;
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
  const picks = pickRandom(products.data.data, count, seed);
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
