import { Catalogue } from '@/features/products/components/catalogue';

/** SPEC §2 shop catalogue: filters in the URL, filtering by the server. */
export function ShopRoute() {
  return <Catalogue />;
}
