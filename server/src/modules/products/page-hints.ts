import { LANDING_HERO_IMAGE } from '@ikawa/contracts/constants';
import { productImage } from '@ikawa/contracts/display';
import { ProductListQuerySchema } from '@ikawa/contracts/products';
import type { DbOrTx } from '../../db/client';
import { findProductBySlugOrId, listProducts } from './repo';

const PRODUCT_PAGE = /^\/shop\/([^/]+)$/;
/** The catalogue's default order, which the web app always names in its request. */
const DEFAULT_SORT = 'name';

const image = (href: string) => `<${href}>; rel=preload; as=image; fetchpriority=high`;
// `crossorigin` makes the preload a CORS-mode request, as the app's own fetch() is, so the
// browser hands the app this answer instead of asking again.
const apiAnswer = (href: string) => `<${href}>; rel=preload; as=fetch; crossorigin`;

/**
 * What a storefront page will need first, so its HTML answer can ask the browser to fetch it
 * at once (`Link: rel=preload`) instead of after the app has run (issue 3 §8): the landing
 * page's hero; a product page's artwork and API answer; the catalogue's first card for the
 * filters in the URL (the web app reads them with the same names and defaults) and, for the
 * plain `/shop`, the API answer the app asks for (`?sort=name`). Anything unexpected gives no
 * hint: a hint only saves time, it never changes a page.
 */
export async function storefrontPreloads(
  db: DbOrTx,
  pathname: string,
  search: URLSearchParams,
): Promise<string[]> {
  if (pathname === '/') return [image(LANDING_HERO_IMAGE)];
  const productPage = PRODUCT_PAGE.exec(pathname);
  if (productPage) {
    let slug: string;
    try {
      slug = decodeURIComponent(productPage[1] ?? '');
    } catch {
      return [];
    }
    const product = await findProductBySlugOrId(db, slug);
    if (!product) return [];
    return [
      image(productImage(product.type, product.weightKg)),
      apiAnswer(`/api/products/${encodeURIComponent(slug)}`),
    ];
  }
  if (pathname === '/shop') {
    const query = ProductListQuerySchema.safeParse({ ...Object.fromEntries(search), limit: 1 });
    if (!query.success) return [];
    const { rows } = await listProducts(db, query.data);
    if (!rows[0]) return [];
    const first = image(productImage(rows[0].type, rows[0].weightKg));
    return search.size === 0 ? [first, apiAnswer(`/api/products?sort=${DEFAULT_SORT}`)] : [first];
  }
  return [];
}
