import { CircleAlert, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRODUCT_MESSAGES } from '@ikawa/contracts/display';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { ProductCardSkeleton } from './product-card';

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
  return (
    <StateFrame icon={<SearchX aria-hidden="true" className="size-7" />}>
      <h3 className="mt-4 text-xl font-semibold">{PRODUCT_MESSAGES.empty}</h3>
      <p className="mt-2 max-w-sm text-espresso-600">
        {canReset
          ? 'Try another type, a wider price range or a different search.'
          : 'Our coffees will be listed here again soon.'}
      </p>
      {canReset && (
        <Button onClick={onReset} className="mt-6">
          Reset Filters
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
        <h3 className="mt-4 text-xl font-semibold">Error Loading Products</h3>
        <p className="mt-2 max-w-sm text-espresso-600">Please try again later</p>
        {refused && <p className="mt-2 max-w-sm text-sm text-cherry-700">{error.message}</p>}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={onRetry} isLoading={isRetrying}>
            Try Again
          </Button>
          {canReset && (
            <Button variant="secondary" onClick={onReset}>
              Reset Filters
            </Button>
          )}
        </div>
      </StateFrame>
    </div>
  );
}

/** SPEC §2 loading state: a spinner for assistive technology, card shapes for the eye. */
export function CatalogueLoading({ cards = 6 }: { cards?: number }) {
  return (
    <div>
      <div className="mb-4 text-espresso-500">
        <Spinner label="Loading products…" />
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
