import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_CATALOGUE } from '../../db/catalogue';
import { createProduct } from '../../db/factories';
import { products } from '../../db/schema/index';
import { useTestApp } from '../../../test/helpers';

const ctx = useTestApp();

beforeEach(async () => {
  for (const product of SEED_CATALOGUE) await createProduct(ctx.database.db, product);
});

const list = (query = '') => ctx.app.inject({ url: `/api/products${query}` });
const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((p) => p.name);

describe('GET /api/products', () => {
  it('lists the catalogue with prices in dollars, derived images and the price bounds', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.total).toBe(SEED_CATALOGUE.length);
    expect(body.data).toHaveLength(SEED_CATALOGUE.length);
    expect(body.priceRange).toEqual({ min: 16.75, max: 1320 });
    const bag = body.data.find((p: { slug: string }) => p.slug === 'kayanza-kinyovu-ground-coffee-500g');
    expect(bag).toMatchObject({
      price: 19.5,
      weight: 0.5,
      type: 'powder',
      images: ['/images/products/powder-500g.svg'],
    });
    expect(bag._id).toBe(bag.id);
  });

  it('filters by type on the server', async () => {
    for (const type of ['powder', 'granule', 'sack']) {
      const body = (await list(`?type=${type}`)).json();
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((p: { type: string }) => p.type === type)).toBe(true);
      expect(body.total).toBe(SEED_CATALOGUE.filter((p) => p.type === type).length);
      // The bounds describe the whole catalogue, so the slider does not jump with filters.
      expect(body.priceRange.max).toBe(1320);
    }
  });

  it('filters by a price range, inclusive at both ends', async () => {
    const body = (await list('?minPrice=17.25&maxPrice=22')).json();
    const prices = body.data.map((p: { price: number }) => p.price).sort((a: number, b: number) => a - b);
    expect(prices).toEqual([17.25, 18, 19.5, 22]);
  });

  it('searches names and descriptions, case-insensitively, with % and _ taken literally', async () => {
    expect(names(await list('?q=bukeye'))).toEqual([
      'Bukeye Washed Bourbon Sack',
      'Muramvya Bukeye Ground Coffee',
    ]);
    expect((await list('?q=LAKE%20COHOHA')).json().total).toBe(1);
    expect((await list('?q=%25')).json().total).toBe(0);
    expect((await list('?q=_')).json().total).toBe(0);
  });

  it('sorts by price, price descending, name and newest', async () => {
    const byPrice = (await list('?sort=price')).json().data.map((p: { price: number }) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const desc = (await list('?sort=price-desc')).json().data.map((p: { price: number }) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const byName = names(await list('?sort=name'));
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    await createProduct(ctx.database.db, {
      ...SEED_CATALOGUE[0]!,
      name: 'Brand New Arrival',
      slug: 'brand-new',
    });
    expect(names(await list('?sort=newest'))[0]).toBe('Brand New Arrival');
  });

  it('leaves archived products out', async () => {
    await ctx.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.slug, 'heza-honey-process-sack-60kg'));
    const body = (await list('?type=sack')).json();
    expect(body.data.map((p: { slug: string }) => p.slug)).not.toContain('heza-honey-process-sack-60kg');
    expect((await ctx.app.inject({ url: '/api/products/heza-honey-process-sack-60kg' })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['?type=espresso', 'Type must be one of powder, granule, sack, accessory'],
    ['?minPrice=abc', 'Minimum price must be a number'],
    ['?maxPrice=-5', 'Maximum price must be 0 or more'],
    ['?minPrice=50&maxPrice=10', 'Minimum price must not be more than maximum price'],
    ['?sort=random', 'Sort must be one of name, price, price-desc, newest'],
  ])('refuses %s with 400 and a sentence', async (query, sentence) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: sentence });
  });

  it('answers with an ETag and 304 when nothing changed, and a new ETag when stock moves', async () => {
    const first = await list();
    const tag = first.headers.etag as string;
    expect(tag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await ctx.app.inject({ url: '/api/products', headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    await ctx.database.db
      .update(products)
      .set({ stock: 1 })
      .where(eq(products.slug, 'heza-honey-process-sack-60kg'));
    const changed = await ctx.app.inject({ url: '/api/products', headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
  });
});

describe('GET /api/products/{slug}', () => {
  it('finds a product by slug or by _id', async () => {
    const bySlug = await ctx.app.inject({ url: '/api/products/bwayi-espresso-ground-coffee-1kg' });
    expect(bySlug.statusCode).toBe(200);
    const product = bySlug.json().data;
    expect(product).toMatchObject({ name: 'Bwayi Espresso Ground Coffee', weight: 1, price: 36.75 });
    const byId = await ctx.app.inject({ url: `/api/products/${product._id}` });
    expect(byId.json().data.slug).toBe('bwayi-espresso-ground-coffee-1kg');
  });

  it('answers 404 with a sentence for an unknown slug or id', async () => {
    for (const slug of ['no-such-coffee', '00000000-0000-4000-8000-000000000000']) {
      const res = await ctx.app.inject({ url: `/api/products/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Product not found', code: 'not_found' });
    }
  });
});

describe('the catalogue in French', () => {
  const french = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };
  const listFr = (query = '') => ctx.app.inject({ url: `/api/products${query}`, headers: french });

  it('answers the owner’s French texts, and English where the French is not written', async () => {
    const res = await listFr('?type=sack');
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('Accept-Language');
    const sacks = res.json().data;
    expect(sacks.map((p: { name: string }) => p.name)).toContain('Sac de Bourbon lavé Bukeye');
    expect(sacks.every((p: { untranslated: string[] }) => p.untranslated.length === 0)).toBe(true);

    await ctx.database.db
      .update(products)
      .set({ translations: { 'fr-CA': { name: 'Sac de Heza, procédé miel', description: '' } } })
      .where(eq(products.slug, 'heza-honey-process-sack-60kg'));
    const heza = await ctx.app.inject({ url: '/api/products/heza-honey-process-sack-60kg', headers: french });
    expect(heza.json().data).toMatchObject({
      name: 'Sac de Heza, procédé miel',
      description: expect.stringMatching(/^Honey-processed Bourbon/),
      untranslated: ['description'],
    });
    // An English reader sees nothing of it.
    const english = await ctx.app.inject({ url: '/api/products/heza-honey-process-sack-60kg' });
    expect(english.json().data).toMatchObject({ name: 'Heza Honey Process Sack', untranslated: [] });
  });

  it('sorts by the names the reader sees and finds a product by its French or English words', async () => {
    // Gatukuza comes first in English ("Gatukuza Freeze-Dried…") and last in French ("Granulés
    // lyophilisés…" after the three "Granulés instantanés…"), whatever the server's collation.
    expect(names(await list('?type=granule&sort=name'))[0]).toBe('Gatukuza Freeze-Dried Granules');
    expect(names(await listFr('?type=granule&sort=name')).at(-1)).toBe('Granulés lyophilisés Gatukuza');
    expect(names(await listFr('?q=cassonade'))).toEqual(['Granulés instantanés des hauts plateaux de Mwaro']);
    expect(names(await list('?q=cassonade'))).toEqual(['Mwaro Highlands Instant Granules']);
    expect(names(await listFr('?q=honey%20process'))).toEqual(['Sac de Heza, procédé miel']);
  });
});
