import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { orders, products } from '../../db/schema/index';
import { type TestUser, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();

const coffee = {
  name: 'Ngozi Morning Blend',
  description: 'Bright and sweet.',
  type: 'powder',
  weight: 1,
  price: 24.5,
  stock: 30,
};
const send = (
  user: TestUser | null,
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('product writes', () => {
  it('lets an admin add, edit and delete a product, with a unique slug', async () => {
    const admin = await ctx.loginAs('admin');
    const created = await send(admin, 'POST', '/api/products', coffee);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: coffee.name,
      slug: 'ngozi-morning-blend-1kg',
      price: 24.5,
      weight: 1,
      stock: 30,
    });
    const twin = await send(admin, 'POST', '/api/products', coffee);
    expect(twin.json().data.slug).toBe('ngozi-morning-blend-1kg-2');

    const id = created.json().data._id;
    const edited = await send(admin, 'PATCH', `/api/products/${id}`, {
      _id: id,
      price: 26,
      stock: 12,
      weight: 0.5,
    });
    expect(edited.json().data).toMatchObject({
      price: 26,
      stock: 12,
      weight: 0.5,
      slug: 'ngozi-morning-blend-500g',
    });

    // A partial edit leaves every other field as it is (it once reset the type to granule).
    const restocked = await send(admin, 'PATCH', `/api/products/${id}`, { stock: 7 });
    expect(restocked.json().data).toMatchObject({ stock: 7, type: 'powder', weight: 0.5, price: 26 });

    const removed = await send(admin, 'DELETE', `/api/products/${id}`);
    expect(removed.json()).toEqual({ success: true, outcome: 'deleted' });
    expect((await ctx.app.inject({ url: `/api/products/${id}` })).statusCode).toBe(404);
  });

  it('archives a product that appears in past orders, so history keeps its lines', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const product = await createProduct(ctx.database.db, { ...coffee, type: 'powder' });
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        products: [{ product: product.id, quantity: 2 }],
        delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
      },
    });
    expect(order.statusCode).toBe(201);
    const res = await send(admin, 'DELETE', `/api/products/${product.id}`);
    expect(res.json().outcome).toBe('archived');
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.archivedAt).not.toBeNull();
    expect((await ctx.app.inject({ url: '/api/products' })).json().total).toBe(0);
    const history = await ctx.app.inject({
      url: `/api/orders/${order.json().data._id}`,
      headers: customer.headers,
    });
    expect(history.json().data.items[0].product.name).toBe(coffee.name);
    // "Buy again" reads each past line's product by its id and leaves out what answers 404.
    expect(history.json().data.items[0].product._id).toBe(product.id);
    expect((await ctx.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);
    // "Sold" means paid or delivered, never cancelled, on the list and the dashboard alike.
    const sold = async () => {
      const [listed] = (await send(admin, 'GET', '/api/products/admin/list')).json().data;
      const stats = (await send(admin, 'GET', '/api/admin/dashboard/stats')).json().data;
      const popular = stats.popularProducts.find((p: { _id: string }) => p._id === product.id);
      return { list: listed.sold, dashboard: popular?.sales ?? 0 };
    };
    // A cash pickup not paid yet is not a sale.
    expect(await sold()).toEqual({ list: 0, dashboard: 0 });
    const orderId = order.json().data._id;
    await ctx.database.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, orderId));
    expect(await sold()).toEqual({ list: 2, dashboard: 2 });
    await ctx.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    expect(await sold()).toEqual({ list: 0, dashboard: 0 });
    const restored = await send(admin, 'POST', `/api/products/${product.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/products' })).json().total).toBe(1);
  });

  it.each([
    [{ ...coffee, name: '' }, 'name', 'Name is required'],
    [{ ...coffee, description: undefined }, 'description', 'Description is required'],
    [{ ...coffee, weight: undefined }, 'weight', 'Weight is required'],
    [{ ...coffee, weight: 250 }, 'weight', 'Weight must be 0.5, 1, 60 kg'],
    [{ ...coffee, price: undefined }, 'price', 'Price is required'],
    [{ ...coffee, price: -1 }, 'price', 'Price must be positive'],
    [{ ...coffee, price: 1.234 }, 'price', 'Price must have at most 2 decimals'],
    [{ ...coffee, stock: undefined }, 'stock', 'Stock is required'],
    [{ ...coffee, stock: -3 }, 'stock', 'Stock must be positive'],
    [{ ...coffee, type: 'beans' }, 'type', undefined],
  ])('refuses %j with the spec’s message', async (payload, path, message) => {
    const admin = await ctx.loginAs('admin');
    const res = await send(admin, 'POST', '/api/products', payload);
    expect(res.statusCode).toBe(400);
    const detail = res.json().details.find((d: { path: string }) => d.path === path);
    expect(detail).toBeDefined();
    if (message) expect(detail.message).toBe(message);
    expect(await ctx.database.db.select().from(products)).toHaveLength(0);
  });

  it('refuses customers and couriers (403) and signed-out callers (401)', async () => {
    const product = await createProduct(ctx.database.db, { ...coffee, type: 'powder' });
    for (const role of ['customer', 'delivery'] as const) {
      const user = await ctx.loginAs(role);
      expect((await send(user, 'POST', '/api/products', coffee)).statusCode).toBe(403);
      expect((await send(user, 'PATCH', `/api/products/${product.id}`, { price: 0 })).statusCode).toBe(403);
      expect((await send(user, 'DELETE', `/api/products/${product.id}`)).statusCode).toBe(403);
      expect((await send(user, 'GET', '/api/products/admin/list')).statusCode).toBe(403);
    }
    expect((await send(null, 'POST', '/api/products', coffee)).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.priceCents).toBe(2450);
  });
});

describe('accessories, which are not coffee', () => {
  const mug = {
    name: 'Ikawa Stoneware Mug',
    description: 'A 350 ml stoneware mug.',
    type: 'accessory',
    price: 24,
    stock: 3,
  };

  it('adds an accessory without a weight, named and drawn without a bag size', async () => {
    const admin = await ctx.loginAs('admin');
    const created = await send(admin, 'POST', '/api/products', mug);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      slug: 'ikawa-stoneware-mug',
      type: 'accessory',
      weight: null,
      taxCategory: 'standard',
      images: ['/images/products/accessory.svg'],
    });

    const shown = (await ctx.app.inject({ url: '/api/products/ikawa-stoneware-mug' })).json().data;
    expect(shown).toMatchObject({ name: mug.name, type: 'accessory', weight: null });
    expect(Object.keys(shown)).not.toContain('origin');
    expect(Object.keys(shown)).not.toContain('variety');
    const listed = (await ctx.app.inject({ url: '/api/products?type=accessory' })).json();
    expect(listed.data.map((product: { name: string }) => product.name)).toEqual([mug.name]);
  });

  it('sells an accessory under its name alone, in the order, its lines and the stock sentence', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const product = (await send(admin, 'POST', '/api/products', mug)).json().data;
    const bag = await createProduct(ctx.database.db, { ...coffee, type: 'powder', weight: 0.5 });
    const order = await send(customer, 'POST', '/api/orders', {
      products: [
        { product: product._id, quantity: 2 },
        { product: bag.id, quantity: 1 },
      ],
      delivery: { fulfillmentMethod: 'pickup' },
      payment: { method: 'cash' },
    });
    expect(order.statusCode, order.body).toBe(201);
    const items = order.json().data.items as { product: { name: string; weight: number | null } }[];
    expect(items.map((item) => item.product).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      expect.objectContaining({ name: mug.name, type: 'accessory', weight: null }),
      expect.objectContaining({ name: coffee.name, type: 'powder', weight: 0.5 }),
    ]);

    // One left: the refusal names the mug as every line does, with no "(1/2 kg)".
    const tooMany = await send(customer, 'POST', '/api/orders', {
      products: [{ product: product._id, quantity: 2 }],
      delivery: { fulfillmentMethod: 'pickup' },
      payment: { method: 'cash' },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe('Only 1 left of Ikawa Stoneware Mug.');
    const bagsLeft = await send(customer, 'POST', '/api/orders', {
      products: [{ product: bag.id, quantity: 40 }],
      delivery: { fulfillmentMethod: 'pickup' },
      payment: { method: 'cash' },
    });
    expect(bagsLeft.json().error).toBe(`Only 29 left of ${coffee.name} (1/2 kg).`);
  });

  it('takes an accessory’s own weight, and takes it away with null', async () => {
    const admin = await ctx.loginAs('admin');
    const created = (await send(admin, 'POST', '/api/products', { ...mug, weight: 0.35 })).json().data;
    expect(created).toMatchObject({ weight: 0.35, slug: 'ikawa-stoneware-mug' });
    const cleared = await send(admin, 'PATCH', `/api/products/${created._id}`, { weight: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ weight: null, slug: 'ikawa-stoneware-mug' });
  });

  it('refuses a coffee without a bag weight, on a new product and on a change of kind', async () => {
    const admin = await ctx.loginAs('admin');
    for (const weight of [null, 0.35]) {
      const res = await send(admin, 'POST', '/api/products', { ...coffee, weight });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        {
          path: 'weight',
          message: weight === null ? 'Weight is required' : 'Weight must be 0.5, 1, 60 kg',
        },
      ]);
    }
    expect(await ctx.database.db.select().from(products)).toHaveLength(0);

    const accessory = (await send(admin, 'POST', '/api/products', mug)).json().data;
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/products/${accessory._id}`,
      headers: { ...admin.headers, 'accept-language': 'fr-CA' },
      payload: { type: 'powder' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'weight', message: 'Le poids est requis' }],
    });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, accessory._id));
    expect(row).toMatchObject({ type: 'accessory', weightKg: null });

    // With a bag, it becomes coffee, and its address names the bag.
    const coffeeNow = await send(admin, 'PATCH', `/api/products/${accessory._id}`, {
      type: 'powder',
      weight: 1,
    });
    expect(coffeeNow.json().data).toMatchObject({
      type: 'powder',
      weight: 1,
      slug: 'ikawa-stoneware-mug-1kg',
    });
  });
});

describe('the owner’s texts in French and English', () => {
  it('keeps the French beside the English, and the admin reads both whatever its page language', async () => {
    const admin = await ctx.loginAs('admin');
    const french = { 'accept-language': 'fr-CA' };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...admin.headers, ...french },
      payload: { ...coffee, translations: { 'fr-CA': { name: 'Mélange du matin Ngozi', description: '' } } },
    });
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    // The slug comes from the English name: one address per product, whatever the language.
    expect(product.slug).toBe('ngozi-morning-blend-1kg');
    expect(product).toMatchObject({
      name: 'Mélange du matin Ngozi',
      description: coffee.description,
      untranslated: ['description'],
      texts: {
        'en-CA': { name: coffee.name, description: coffee.description },
        'fr-CA': { name: 'Mélange du matin Ngozi', description: '' },
      },
    });

    const edited = await send(admin, 'PATCH', `/api/products/${product._id}`, {
      translations: { 'fr-CA': { name: 'Mélange du matin Ngozi', description: 'Vif et doux.' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: coffee.name,
      untranslated: [],
      texts: { 'fr-CA': { description: 'Vif et doux.' } },
    });
    // An edit that leaves the French out leaves it as it was.
    await send(admin, 'PATCH', `/api/products/${product._id}`, { price: 25 });
    const list = await ctx.app.inject({
      url: '/api/products/admin/list',
      headers: { ...admin.headers, ...french },
    });
    const listed = list.json().data.find((row: { _id: string }) => row._id === product._id);
    expect(listed).toMatchObject({
      name: 'Mélange du matin Ngozi',
      description: 'Vif et doux.',
      price: 25,
      texts: { 'en-CA': { name: coffee.name }, 'fr-CA': { description: 'Vif et doux.' } },
    });
  });

  it('refuses a French name that is too long, in French, and writes nothing', async () => {
    const admin = await ctx.loginAs('admin');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...admin.headers, 'accept-language': 'fr-CA' },
      payload: { ...coffee, translations: { 'fr-CA': { name: 'x'.repeat(121), description: '' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'validation_failed' });
    const detail = res.json().details.find((d: { path: string }) => d.path === 'translations.fr-CA.name');
    expect(detail.message).toBe('Le nom est trop long');
    const rows = await ctx.database.db.select().from(products).where(eq(products.name, coffee.name));
    expect(rows).toHaveLength(0);
  });

  it('lets only an admin write the French', async () => {
    const customer = await ctx.loginAs('customer');
    const [row] = await ctx.database.db
      .insert(products)
      .values({
        slug: 'plain-bag',
        name: 'Plain bag',
        description: 'Plain.',
        priceCents: 1000,
        weightKg: 0.5,
        type: 'powder',
        stock: 1,
      })
      .returning();
    const res = await send(customer, 'PATCH', `/api/products/${row?.id}`, {
      translations: { 'fr-CA': { name: 'Sac simple', description: 'Simple.' } },
    });
    expect(res.statusCode).toBe(403);
    const [after] = await ctx.database.db.select().from(products).where(eq(products.slug, 'plain-bag'));
    expect(after?.translations).toEqual({});
  });
});
