import {
  type Product,
  productImage,
  type ProductListResponse,
  type ProductResponse,
  ProductSchema,
} from '@ikawa/contracts/products';
import { type FakeApi, fakeApi, json } from '@/testing/fake-api';
import { offerBody } from '@/testing/subscriptions';

/** Test-only: a product as GET /products returns it, checked against the contract. */
export function makeProduct(overrides: Partial<Product> & Pick<Product, 'name'>): Product {
  const type = overrides.type ?? 'powder';
  // An accessory may be given `weight: null`: no weight at all.
  const weight = overrides.weight === undefined ? 1 : overrides.weight;
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

const SERVER_ERROR = json({ success: false, error: 'Something went wrong on our side' }, 500);

/**
 * Test-only: the fake API answering GET /api/products and GET /api/products/{slug} like the server
 * does (type, price and search are applied here, not the order; the price range is the whole
 * catalogue's), or with a server error to both when `fail` is set. The API records every request.
 */
export function fakeCatalogueApi(catalogue: Product[] = CATALOGUE, { fail = false } = {}): FakeApi {
  return fakeApi({
    // The product page offers Subscribe & save.
    'GET /api/subscriptions/offer': offerBody(),
    'GET /api/products': ({ query }) => {
      if (fail) return SERVER_ERROR;
      const type = query.get('type');
      const min = query.get('minPrice');
      const max = query.get('maxPrice');
      const q = query.get('q')?.toLowerCase();
      const data = catalogue.filter(
        (product) =>
          (!type || product.type === type) &&
          (min === null || product.price >= Number(min)) &&
          (max === null || product.price <= Number(max)) &&
          (!q || product.name.toLowerCase().includes(q)),
      );
      const prices = catalogue.map((product) => product.price);
      const body: ProductListResponse = {
        success: true,
        data,
        total: data.length,
        priceRange: { min: Math.min(...prices, 0), max: Math.max(...prices, 0) },
      };
      return body;
    },
    'GET /api/products/:slug': ({ params }) => {
      if (fail) return SERVER_ERROR;
      const one = catalogue.find((product) => product.slug === params.slug || product._id === params.slug);
      if (!one) return json({ success: false, error: 'Not found' }, 404);
      const body: ProductResponse = { success: true, data: one };
      return body;
    },
  });
}
