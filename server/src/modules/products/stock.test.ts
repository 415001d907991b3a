import { describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { placeCashPickup, type TestUser, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();

const newBag = (stock = 5) =>
  createProduct(ctx.database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock,
  });

const adjust = (user: TestUser | null, productId: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/stock-adjustments`,
    headers: user?.headers ?? {},
    payload,
  });

const history = async (admin: TestUser, productId: string) => {
  const res = await ctx.app.inject({
    url: `/api/admin/products/${productId}/stock-history`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    stock: number;
    movements: {
      reason: string;
      change: number;
      stockBefore: number;
      stockAfter: number;
      orderId: string | null;
      note: string | null;
      by: { _id: string; name: string } | null;
    }[];
  };
};

const placePickup = (customer: TestUser, productId: string, quantity: number) =>
  placeCashPickup(ctx.app, customer, productId, quantity);

describe('stock adjustments', () => {
  it('adds and removes stock with a reason, kept with who, before and after', async () => {
    const admin = await ctx.loginAs('admin', { name: 'Claudine Irakoze' });
    const bag = await newBag(5);
    const received = await adjust(admin, bag.id, {
      change: 12,
      reason: 'received',
      note: 'Delivery from Kayanza',
    });
    expect(received.statusCode).toBe(201);
    expect(received.json().data).toMatchObject({
      reason: 'received',
      change: 12,
      stockBefore: 5,
      stockAfter: 17,
      note: 'Delivery from Kayanza',
      by: { _id: admin.id, name: 'Claudine Irakoze' },
    });
    expect((await adjust(admin, bag.id, { change: -2, reason: 'damaged' })).statusCode).toBe(201);
    const { stock, movements } = await history(admin, bag.id);
    expect(stock).toBe(15);
    expect(movements.map((m) => [m.reason, m.stockBefore, m.stockAfter])).toEqual([
      ['damaged', 17, 15],
      ['received', 5, 17],
    ]);
  });

  it('refuses a change that would take stock below zero (409, stock_below_zero), writing nothing', async () => {
    const admin = await ctx.loginAs('admin');
    const bag = await newBag(3);
    const res = await adjust(admin, bag.id, { change: -4, reason: 'counted' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'stock_below_zero',
      error: expect.stringContaining('3 units left'),
    });
    expect(await history(admin, bag.id)).toMatchObject({ stock: 3, movements: [] });
  });

  it('lets two adjustments at once both count', async () => {
    const admin = await ctx.loginAs('admin');
    const bag = await newBag(0);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => adjust(admin, bag.id, { change: 1, reason: 'returned' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const { stock, movements } = await history(admin, bag.id);
    expect(stock).toBe(6);
    expect(movements.map((m) => m.stockAfter).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses customers and couriers (403), the signed-out (401), bad input (400) and unknown products (404)', async () => {
    const bag = await newBag(5);
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    expect((await adjust(customer, bag.id, { change: 1, reason: 'received' })).statusCode).toBe(403);
    expect((await adjust(courier, bag.id, { change: 1, reason: 'received' })).statusCode).toBe(403);
    expect((await adjust(null, bag.id, { change: 1, reason: 'received' })).statusCode).toBe(401);
    const customerHistory = await ctx.app.inject({
      url: `/api/admin/products/${bag.id}/stock-history`,
      headers: customer.headers,
    });
    expect(customerHistory.statusCode).toBe(403);
    const admin = await ctx.loginAs('admin');
    const bad = await adjust(admin, bag.id, { change: 0, reason: 'stolen' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['change', 'reason']),
    );
    const missing = await adjust(admin, '00000000-0000-4000-8000-000000000000', {
      change: 1,
      reason: 'received',
    });
    expect(missing.statusCode).toBe(404);
    expect((await history(admin, bag.id)).stock).toBe(5);
  });

  it('shows orders placed and cancelled in the same history, by whoever did it', async () => {
    const admin = await ctx.loginAs('admin', { name: 'Claudine Irakoze' });
    const customer = await ctx.loginAs('customer', { name: 'Aline Ndayishimiye' });
    const bag = await newBag(10);
    const first = await placePickup(customer, bag.id, 2);
    const second = await placePickup(customer, bag.id, 3);
    // The customer cancels the first; the shop cancels the second.
    const own = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${first}/cancel`,
      headers: customer.headers,
    });
    expect(own.statusCode).toBe(200);
    const shop = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${second}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(shop.statusCode).toBe(200);
    await adjust(admin, bag.id, { change: -1, reason: 'counted' });

    const { stock, movements } = await history(admin, bag.id);
    expect(stock).toBe(9);
    expect(
      movements.map((m) => [m.reason, m.change, m.stockBefore, m.stockAfter, m.orderId, m.by?.name]),
    ).toEqual([
      ['counted', -1, 10, 9, null, 'Claudine Irakoze'],
      ['order_cancelled', 3, 7, 10, second, 'Claudine Irakoze'],
      ['order_cancelled', 2, 5, 7, first, 'Aline Ndayishimiye'],
      ['order_placed', -3, 8, 5, second, 'Aline Ndayishimiye'],
      ['order_placed', -2, 10, 8, first, 'Aline Ndayishimiye'],
    ]);
    // A cancelled order gives its stock back once: cancelling again changes nothing.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${first}/cancel`,
      headers: customer.headers,
    });
    expect(again.statusCode).toBe(409);
    expect((await history(admin, bag.id)).movements).toHaveLength(5);
  });

  it('records a stock set in the product form, and a new product’s first stock', async () => {
    const admin = await ctx.loginAs('admin');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: {
        name: 'Ngozi Granules',
        description: 'A new coffee.',
        price: 14,
        weight: 0.5,
        type: 'granule',
        stock: 8,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id;
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: admin.headers,
      payload: { stock: 20 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.stock).toBe(20);
    // Saving the form with the stock unchanged adds nothing.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: admin.headers,
      payload: { stock: 20, price: 15 },
    });
    const { movements } = await history(admin, id);
    expect(movements.map((m) => [m.reason, m.stockBefore, m.stockAfter])).toEqual([
      ['product_edited', 8, 20],
      ['product_created', 0, 8],
    ]);
  });
});
