import type { QueryClient } from '@tanstack/react-query';
import type { PolicySlug } from '@ikawa/contracts/pages';
import { policyPageQueryOptions } from '@/features/info/api/get-policy-page';
import { FIRST_ORDER_CODE, offerQueryOptions } from '@/features/landing/api/get-offer';
import { productQueryOptions } from '@/features/products/api/get-product';
import { productsQueryOptions } from '@/features/products/api/get-products';
import { parseCatalogueFilters, toProductListFilters } from '@/features/products/utils/catalogue-filters';
import { subscriptionOfferQueryOptions } from '@/lib/subscription-offer';

/*
 * What the landing, catalogue, product and policy pages ask for before their code has run (the
 * routes' `data`, web/src/app/router.tsx): started on a navigation in the browser, waited for on
 * the server (web/src/entry-server.tsx). Apart from the route table, so the filter parsing and the product queries are not in the landing page's
 * initial JavaScript; the browser loads this small module the first time the visitor uses the
 * page (web/src/app/main.tsx), or with the page that needs it.
 */

/**
 * /: the welcome code's offer, so the banner says it in the server's HTML and the browser asks
 * nothing (nor loads the schema library) while the page starts.
 */
export function landingData(client: QueryClient): Promise<unknown> {
  return client.ensureQueryData(offerQueryOptions(FIRST_ORDER_CODE));
}

/** /shop: the catalogue for the address's filters. */
export function catalogueData(client: QueryClient, search: URLSearchParams): Promise<unknown> {
  return client.ensureQueryData(productsQueryOptions(toProductListFilters(parseCatalogueFilters(search))));
}

/**
 * /shop/:slug: the product and the Subscribe & save offer (in the server's HTML, so the choice
 * does not push the page down once the browser asks), and with `related` (on the server) its
 * "More … coffee" too.
 */
export async function productData(client: QueryClient, slug: string, related: boolean): Promise<void> {
  const [product] = await Promise.all([
    client.ensureQueryData(productQueryOptions(slug)),
    client.prefetchQuery(subscriptionOfferQueryOptions()),
  ]);
  if (related) await client.prefetchQuery(productsQueryOptions({ type: product.type }));
}

/** /privacy, /terms, /shipping, /returns: the page as the shop wrote it. */
export function policyData(client: QueryClient, slug: PolicySlug): Promise<unknown> {
  return client.ensureQueryData(policyPageQueryOptions(slug));
}
