import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { formatPrice } from '@ikawa/contracts/display';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { buildApp } from '../../src/app';
import { createProduct } from '../../src/db/factories';
import { rowCacheOf } from '../../src/db/row-cache';
import { placeCashPickup, testConfig, useSecondInstance, useTestApp } from '../helpers';
import { webBuildForTests } from '../web-build';

// Storefront pages are rendered once and served to the next visitors until what they show
// changes; `x-render-cache` says whether a page was rendered for this request.
let dist = '';
beforeAll(() => {
  dist = webBuildForTests();
});
const ctx = useTestApp({
  get WEB_DIST_DIR() {
    return dist;
  },
} as Record<string, string>);
const other = useSecondInstance(ctx);

type Row = Awaited<ReturnType<typeof createProduct>>;
let ground: Row;

const SETTINGS = {
  storeName: 'Ikawa Coffee',
  storeEmail: 'hello@ikawa.test',
  storePhone: '+1 416 555 0100',
  currency: 'CAD',
  enableFreeShipping: true,
  freeShippingThreshold: 50,
  standardShippingCost: 10,
  expressShippingCost: 15,
  notifyNewOrder: true,
  notifyOrderStatus: true,
  notifyLowStock: true,
  lowStockThreshold: 10,
};

let markers = 0;

/**
 * Waits until each app's process has heard every change committed so far: the database delivers
 * notifications in commit order, so hearing one sent now means hearing all before it.
 */
async function heardBy(...apps: App[]) {
  markers += 1;
  const marker = `page_cache_test_${markers}`;
  // Listening first: the feed starts with the first page asked for.
  for (const app of apps) await vi.waitFor(() => expect(rowCacheOf(app.db)?.stamp([marker])).toBeDefined());
  await ctx.database.rawQuery(`select pg_notify('ikawa_rows_changed', $1)`, [marker]);
  for (const app of apps)
    await vi.waitFor(() => expect(rowCacheOf(app.db)?.stamp([marker])).toMatch(/\.1$/), { timeout: 5_000 });
}

async function page(url: string, app: App = ctx.app) {
  const res = await app.inject({ url });
  return { status: res.statusCode, cache: res.headers['x-render-cache'], html: res.body, res };
}

beforeEach(async () => {
  ground = await createProduct(ctx.database.db, {
    name: 'Ngozi Highlands Ground Coffee',
    description: 'A washed Bourbon from Ngozi.',
    type: 'powder',
    weight: 0.5,
    price: 18.5,
    stock: 40,
  });
  await heardBy(ctx.app, other.app());
});

describe('storefront pages kept per process', () => {
  it('renders a page once, then serves the same page from the cache', async () => {
    const first = await page('/shop');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    expect(first.html).toContain('Ngozi Highlands Ground Coffee');
    const second = await page('/shop');
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(second.res.headers.etag).toBe(first.res.headers.etag);
    expect(second.res.headers.link).toBe(first.res.headers.link);
    expect(second.res.headers['content-type']).toBe('text/html; charset=utf-8');
    // Another address, another page: the filters are part of it.
    expect((await page('/shop?type=powder')).cache).toBe('miss');
    expect((await page('/shop?type=powder')).cache).toBe('hit');
    // Compressed for a browser that asks, from the same kept page, once per encoding.
    const gzipped = await ctx.app.inject({ url: '/shop', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['x-render-cache']).toBe('hit');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.html);
    for (let i = 0; i < 2; i += 1) {
      const brotli = await ctx.app.inject({
        url: '/shop',
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.html);
    }
    const refused = await ctx.app.inject({ url: '/shop', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    // A visitor who already has it gets 304.
    const again = await ctx.app.inject({
      url: '/shop',
      headers: { 'if-none-match': String(first.res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the English and French pages apart', async () => {
    const english = await page('/shop');
    const french = await page('/fr/shop');
    expect([english.cache, french.cache]).toEqual(['miss', 'miss']);
    expect(english.html).toContain('<html lang="en-CA"');
    expect(french.html).toContain('<html lang="fr-CA"');
    const [englishAgain, frenchAgain] = [await page('/shop'), await page('/fr/shop')];
    expect([englishAgain.cache, frenchAgain.cache]).toEqual(['hit', 'hit']);
    expect(englishAgain.html).toBe(english.html);
    expect(frenchAgain.html).toBe(french.html);
  });

  it('shows a new price on the next request after the admin saves it', async () => {
    const url = `/shop/${ground.slug}`;
    await page(url);
    expect((await page(url)).cache).toBe('hit');
    const admin = await ctx.loginAs('admin');
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/products/${ground.id}`,
      headers: admin.headers,
      payload: { price: 21.25 },
    });
    expect(saved.statusCode).toBe(200);
    // No waiting: the writer's process forgets its pages at once.
    const next = await page(url);
    expect(next.cache).toBe('miss');
    expect(next.html).toContain(formatPrice(21.25));
    expect(next.html).not.toContain(formatPrice(18.5));
    expect((await page('/shop')).html).toContain(formatPrice(21.25));
  });

  it('shows new store settings on the next request after the admin saves them', async () => {
    await page('/contact');
    expect((await page('/contact')).cache).toBe('hit');
    const admin = await ctx.loginAs('admin');
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: admin.headers,
      payload: { ...SETTINGS, storeEmail: 'bonjour@ikawa.test' },
    });
    expect(saved.statusCode).toBe(200);
    const next = await page('/contact');
    expect(next.cache).toBe('miss');
    expect(next.html).toContain('bonjour@ikawa.test');
  });

  it('shows an edited policy page on the next request', async () => {
    await page('/returns');
    expect((await page('/returns')).cache).toBe('hit');
    const admin = await ctx.loginAs('admin');
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/returns',
      headers: admin.headers,
      payload: {
        locale: 'en-CA',
        title: 'Returns & refunds',
        body: 'Unopened bags come back **within 30 days**.',
      },
    });
    expect(saved.statusCode).toBe(200);
    const next = await page('/returns');
    expect(next.cache).toBe('miss');
    expect(next.html).toContain('Returns &amp; refunds');
    expect(next.html).toMatch(/<strong[^>]*>within 30 days<\/strong>/);
  });

  it('is not dropped by a sale that changes nothing a shopper reads, but is when a product sells out', async () => {
    const url = `/shop/${ground.slug}`;
    await page(url);
    const customer = await ctx.loginAs('customer');
    // 40 in stock, 39 after: "In stock" either way, and no notification.
    await placeCashPickup(ctx.app, customer, ground.id);
    await heardBy(ctx.app);
    expect((await page(url)).cache).toBe('hit');

    const last = await createProduct(ctx.database.db, {
      name: 'Mwaro Instant Granules',
      description: 'The last jar.',
      type: 'granule',
      weight: 1,
      price: 25,
      stock: 1,
    });
    await heardBy(ctx.app);
    const before = await page(`/shop/${last.slug}`);
    expect(before.html).toContain('https://schema.org/InStock');
    await placeCashPickup(ctx.app, customer, last.id);
    await heardBy(ctx.app);
    const after = await page(`/shop/${last.slug}`);
    expect(after.cache).toBe('miss');
    expect(after.html).toContain('https://schema.org/OutOfStock');
  });

  it('keeps a not-found page until the product appears, and a redirect', async () => {
    const missing = await page('/shop/kirundo-cohoha-1kg');
    expect([missing.status, missing.cache]).toEqual([404, 'miss']);
    expect((await page('/shop/kirundo-cohoha-1kg')).cache).toBe('hit');
    await createProduct(ctx.database.db, {
      name: 'Kirundo Cohoha',
      description: 'From the north.',
      type: 'powder',
      weight: 1,
      price: 20,
      stock: 30,
    });
    await heardBy(ctx.app);
    const found = await page('/shop/kirundo-cohoha-1kg');
    expect([found.status, found.cache]).toEqual([200, 'miss']);

    const moved = await page(`/products/${ground.slug}`);
    expect([moved.status, moved.res.headers.location, moved.cache]).toEqual([
      301,
      `/shop/${ground.slug}`,
      'miss',
    ]);
    const movedAgain = await page(`/products/${ground.slug}`);
    expect([movedAgain.status, movedAgain.res.headers.location, movedAgain.cache]).toEqual([
      301,
      `/shop/${ground.slug}`,
      'hit',
    ]);
  });

  it('never keeps a page whose data could not be read, nor a page rendered in the browser', async () => {
    const inject = ctx.app.inject.bind(ctx.app);
    // The catalogue's API answers 503 (the database down for a moment) while the page renders.
    const spy = vi.spyOn(ctx.app, 'inject').mockImplementation(((options: { url?: string }) =>
      options.url?.startsWith('/api/products')
        ? Promise.resolve({
            statusCode: 503,
            rawPayload: Buffer.from('{"success":false,"error":"Unavailable","code":"unavailable"}'),
            headers: { 'content-type': 'application/json' },
          })
        : inject(options as never)) as never);
    try {
      expect((await page('/shop')).cache).toBe('miss');
    } finally {
      spy.mockRestore();
    }
    const next = await page('/shop');
    expect(next.cache).toBe('miss');
    expect(next.html).toContain('Ngozi Highlands Ground Coffee');
    expect((await page('/shop')).cache).toBe('hit');

    expect((await page('/account')).cache).toBe('miss');
    expect((await page('/account')).cache).toBe('miss');
  });

  it('still sends a visitor who chose French to the French home page', async () => {
    await page('/');
    expect((await page('/')).cache).toBe('hit');
    const chosen = await ctx.app.inject({ url: '/', headers: { cookie: 'ikawa_locale=fr-CA' } });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/fr');
  });

  it('is off with the pseudo-locale of the browser tests, which a cookie turns on', async () => {
    const config = testConfig({ WEB_DIST_DIR: dist, PSEUDO_LOCALE: '1' });
    const app = await buildApp({ config, database: ctx.database, logger: false });
    try {
      for (let i = 0; i < 2; i += 1) {
        const res = await app.inject({ url: '/shop', headers: { cookie: 'ikawa_locale=pseudo' } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-render-cache']).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('storefront pages across processes (PostgreSQL)', () => {
  it('a change saved through one instance shows on the other instance’s next page', async () => {
    const url = `/shop/${ground.slug}`;
    await page(url, other.app());
    expect((await page(url, other.app())).cache).toBe('hit');
    const admin = await ctx.loginAs('admin');
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/products/${ground.id}`,
      headers: admin.headers,
      payload: { price: 19.75 },
    });
    expect(saved.statusCode).toBe(200);
    // The other process hears of it from the database a moment after the COMMIT.
    await vi.waitFor(async () => expect((await page(url, other.app())).html).toContain(formatPrice(19.75)), {
      timeout: 5_000,
    });
    expect((await page(url, other.app())).cache).toBe('hit');
  });
});
