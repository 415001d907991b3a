import { ProductsPage } from '@/features/admin-products/components/products-page';

export function AdminProductsRoute() {
  return (
    <div className="mx-auto max-w-7xl">
      <ProductsPage />
    </div>
  );
}
