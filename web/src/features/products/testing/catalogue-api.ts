import { vi } from 'vitest';
import {
  type Product,
  productImage,
  type ProductListResponse,
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductSchema,
} from '@ikawa/contracts/products';
import { json } from '@/testing/fake-api';

/** Test-only: a product as GET /products returns it, checked against the contract. */
export function makeProduct(overrides: Partial<Product> & Pick<Product, 'name'>): Product {
  const type = overrides.type ?? 'powder';
  const weight = overrides.weight ?? 1;
  const slug = overrides.slug ?? overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return ProductSchema.parse({
    _id: slug,
    id: slug,
    slug,
    description: `${overrides.name} from Burundi.`,
    untranslated: [],
    price: 20,
    weight,
    type,
    taxCategory: type === 'accessory' ? 'standard' : 'zero_rated_grocery',
    stock: 25,
    images: [productImage(type, weight)],
    photos: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export const CATALOGUE: Product[] = [
  makeProduct({ name: 'Kayanza Ground', type: 'powder', weight: 0.5, price: 19.5, stock: 42 }),
  makeProduct({ name: 'Ngozi Ground', type: 'powder', weight: 1, price: 34, stock: 5 }),
  makeProduct({ name: 'Bwayi Espresso', type: 'powder', weight: 1, price: 36.75, stock: 22 }),
  makeProduct({ name: 'Kirundo Ground', type: 'powder', weight: 0.5, price: 17.25, stock: 0 }),
  makeProduct({ name: 'Gitega Granules', type: 'granule', weight: 0.5, price: 16.75, stock: 60 }),
  makeProduct({ name: 'Mwaro Granules', type: 'granule', weight: 1, price: 29.9, stock: 40 }),
  makeProduct({ name: 'Nemba Sack', type: 'sack', weight: 60, price: 1140, stock: 6 }),
  makeProduct({ name: 'Muyinga Sack', type: 'sack', weight: 60, price: 1317.5, stock: 4 }),
];

/**
 * Test-only: answers GET /api/products and GET /api/products/{slug} like the server does (type,
 * price, search and sort are applied here, the price range is the whole catalogue's), and records
 * every URL asked for.
 */
export function stubCatalogueApi(catalogue: Product[] = CATALOGUE, { fail = false } = {}) {
  const requests: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url);
    if (fail) return json({ success: false, error: 'Something went wrong on our side' }, 500);
    const bySlug = /^\/api\/products\/([^/]+)$/.exec(url.pathname)?.[1];
    const one = catalogue.find((product) => product.slug === bySlug || product._id === bySlug);
    if (one) return json(ProductResponseSchema.parse({ success: true, data: one }));
    if (url.pathname !== '/api/products') return json({ success: false, error: 'Not found' }, 404);
    const type = url.searchParams.get('type');
    const min = url.searchParams.get('minPrice');
    const max = url.searchParams.get('maxPrice');
    const q = url.searchParams.get('q')?.toLowerCase();
    const data = catalogue.filter(
      (product) =>
        (!type || product.type === type) &&
        (min === null || product.price >= Number(min)) &&
        (max === null || product.price <= Number(max)) &&
        (!q || product.name.toLowerCase().includes(q)),
    );
    const prices = catalogue.map((product) => product.price);
    const body: ProductListResponse = ProductListResponseSchema.parse({
      success: true,
      data,
      total: data.length,
      priceRange: { min: Math.min(...prices, 0), max: Math.max(...prices, 0) },
    });
    return json(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests, lastRequest: () => requests[requests.length - 1] };
}
