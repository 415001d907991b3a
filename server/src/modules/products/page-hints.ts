import { LANDING_HERO_IMAGE } from '@ikawa/contracts/constants';
import type { Locale } from '@ikawa/contracts/i18n';
import { productImage } from '@ikawa/contracts/display';
import { ProductListQuerySchema } from '@ikawa/contracts/products';
import type { DbOrTx } from '../../db/client';
import { findProductBySlugOrId, listProducts } from './repo';

const PRODUCT_PAGE = /^\/shop\/([^/]+)$/;

const image = (href: string) => `<${href}>; rel=preload; as=image; fetchpriority=high`;

/**
 * The largest image a storefront page shows first, so its HTML answer can ask the browser to
 * fetch it at once (`Link: rel=preload`), in the headers, before the HTML has been read:
 * the landing page's hero, a product page's artwork, the catalogue's first card for the
 * filters in the URL. The data itself is in the server-rendered HTML. Anything
 * unexpected gives no hint: a hint only saves time, it never changes a page.
 */
export async function storefrontPreloads(
  db: DbOrTx,
  pathname: string,
  search: URLSearchParams,
  locale: Locale,
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
    return [image(productImage(product.type, product.weightKg))];
  }
  if (pathname === '/shop') {
    const query = ProductListQuerySchema.safeParse({ ...Object.fromEntries(search), limit: 1 });
    if (!query.success) return [];
    const { rows } = await listProducts(db, query.data, locale);
    if (!rows[0]) return [];
    return [image(productImage(rows[0].type, rows[0].weightKg))];
  }
  return [];
}
