import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRODUCT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/display';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { ProductCardSkeleton } from './product-card-skeleton';

function StateFrame({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-espresso-200 bg-cream-50 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-cream-200 text-espresso-700">
        {icon}
      </span>
      {children}
    </div>
  );
}

/** SPEC §2 empty state: 'No products found' with 'Reset Filters'. */
export function CatalogueEmpty({ onReset, canReset }: { onReset: () => void; canReset: boolean }) {
  const { i18n } = useLingui();
  return (
    <StateFrame icon={<SearchX aria-hidden="true" className="size-7" />}>
      <h3 className="mt-4 text-xl font-semibold">{i18n._(PRODUCT_MESSAGE_DESCRIPTORS.empty)}</h3>
      <p className="mt-2 max-w-sm text-espresso-600">
        {canReset ? (
          <Trans>Try another type, a wider price range or a different search.</Trans>
        ) : (
          <Trans>Our coffees will be listed here again soon.</Trans>
        )}
      </p>
      {canReset && (
        <Button onClick={onReset} className="mt-6">
          <Trans>Reset Filters</Trans>
        </Button>
      )}
    </StateFrame>
  );
}

/**
 * SPEC §2 error view: 'Error Loading Products' / 'Please try again later'. A refused filter
 * (400) also shows the server's sentence, since trying again would not help.
 */
export function CatalogueError({
  error,
  onRetry,
  isRetrying,
  onReset,
  canReset,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  onReset: () => void;
  canReset: boolean;
}) {
  const refused = error instanceof ApiError && error.status === 400;
  return (
    <div role="alert">
      <StateFrame icon={<CircleAlert aria-hidden="true" className="size-7 text-cherry-600" />}>
        <h3 className="mt-4 text-xl font-semibold">
          <Trans>Error Loading Products</Trans>
        </h3>
        <p className="mt-2 max-w-sm text-espresso-600">
          <Trans>Please try again later</Trans>
        </p>
        {refused && <p className="mt-2 max-w-sm text-sm text-cherry-700">{error.message}</p>}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={onRetry} isLoading={isRetrying}>
            <Trans>Try Again</Trans>
          </Button>
          {canReset && (
            <Button variant="secondary" onClick={onReset}>
              <Trans>Reset Filters</Trans>
            </Button>
          )}
        </div>
      </StateFrame>
    </div>
  );
}

/** SPEC §2 loading state: a spinner for assistive technology, card shapes for the eye. */
export function CatalogueLoading({ cards = 6 }: { cards?: number }) {
  const { t } = useLingui();
  return (
    <div>
      <div className="mb-4 text-espresso-500">
        <Spinner label={t`Loading products…`} />
      </div>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
