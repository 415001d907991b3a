import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';

const ctx = useTestApp();

const validSettings = {
  storeName: 'Ikawa Roasters',
  storeEmail: 'Shop@Ikawa.test',
  storePhone: '+1 416 555 0199',
  currency: 'CAD',
  enableFreeShipping: false,
  freeShippingThreshold: 75.5,
  standardShippingCost: 12.25,
  expressShippingCost: 19.99,
  notifyNewOrder: false,
  notifyOrderStatus: true,
  notifyLowStock: true,
  lowStockThreshold: 5,
  storeAddress: { street: '1 Front St', city: 'Toronto', postalCode: 'M5J 2N1', country: 'Canada' },
};

describe('GET /api/settings', () => {
  it('is public and shows the seeded defaults', async () => {
    const res = await ctx.app.inject({ url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: expect.objectContaining({
        storeName: 'Ikawa Coffee',
        currency: 'CAD',
        standardShippingCost: 10,
        expressShippingCost: 15,
        enableFreeShipping: true,
        freeShippingThreshold: 50,
        lowStockThreshold: 10,
        storeAddress: expect.objectContaining({ city: 'Toronto' }),
      }),
    });
  });
});

describe('PATCH /api/settings', () => {
  it('lets an admin save the whole settings object, money kept to the cent', async () => {
    const admin = await ctx.loginAs('admin');
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: admin.headers,
      payload: validSettings,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...validSettings, storeEmail: 'shop@ikawa.test' });
    const after = (await ctx.app.inject({ url: '/api/settings' })).json().data;
    expect(after.expressShippingCost).toBe(19.99);
  });

  it('refuses customers (403), couriers (403) and signed-out callers (401), changing nothing', async () => {
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    for (const [headers, code] of [
      [customer.headers, 403],
      [courier.headers, 403],
      [{}, 401],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers,
        payload: validSettings,
      });
      expect(res.statusCode).toBe(code);
      expect(res.json().success).toBe(false);
    }
    expect((await ctx.app.inject({ url: '/api/settings' })).json().data.storeName).toBe('Ikawa Coffee');
  });

  it('refuses negative fees and another currency with 400 and details', async () => {
    const admin = await ctx.loginAs('admin');
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: admin.headers,
      payload: { ...validSettings, standardShippingCost: -1, currency: 'USD' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['standardShippingCost', 'currency']));
    expect((await ctx.app.inject({ url: '/api/settings' })).json().data.standardShippingCost).toBe(10);
  });
});
