import { useParams } from 'react-router';
import { ProductDetails } from '@/features/products/components/product-details';

/** /shop/:slug. The key gives each product a fresh page (quantity back to 1). */
export function ProductRoute() {
  const { slug = '' } = useParams();
  return <ProductDetails key={slug} slug={slug} />;
}
