import { Suspense } from 'react';
import { useParams } from 'react-router';
import { ProductDetails } from '@/features/products/components/product-details';
import { lazyPart } from '@/components/ui/lazy-part';

/** /shop/:slug. The key gives each product a fresh page (quantity back to 1). */
export function ProductRoute() {
  const { slug = '' } = useParams();
  return <ProductDetails key={slug} slug={slug} />;
}

// Only a page that failed shows it (a missing product: the API answered the server 404), so its
// code is not part of every product page's.
const PageError = lazyPart(async () => ({ default: (await import('./page-error')).PageError }));

/** The product page's error boundary: the shop's not-found page, or the app's error page. */
export function ProductError() {
  return (
    <Suspense fallback={null}>
      <PageError />
    </Suspense>
  );
}
