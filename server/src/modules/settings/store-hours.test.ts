import { DEFAULT_STORE_HOURS } from '@ikawa/contracts/store-hours';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { useTestApp } from '../../../test/helpers';

const ctx = useTestApp();

const SPEC_SETTINGS = {
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

const patch = async (payload: object) => {
  const admin = await ctx.loginAs('admin');
  return ctx.app.inject({ method: 'PATCH', url: '/api/settings', headers: admin.headers, payload });
};

/** The calendar date and weekday (0 = Monday) `days` from now, on the store's clock. */
function storeDay(days: number, timeZone: string) {
  const at = new Date(Date.now() + days * 86_400_000);
  const parts = Object.fromEntries(
    // eslint-disable-next-line no-restricted-syntax -- parsed by the test, not shown to anyone
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!),
  };
}

describe('store hours in the settings', () => {
  it('starts with the seeded week on Toronto’s clock', async () => {
    const data = (await ctx.app.inject({ url: '/api/settings' })).json().data;
    expect(data.storeHours).toEqual(DEFAULT_STORE_HOURS);
    expect(data.timeZone).toBe('America/Toronto');
  });

  it('saves the hours of each weekday, closed days included, and keeps them when SPEC’s object omits them', async () => {
    const hours = DEFAULT_STORE_HOURS.map((day, i) => (i === 6 ? { ...day, closed: true } : day));
    const saved = await patch({ ...SPEC_SETTINGS, storeHours: hours, timeZone: 'America/Halifax' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ storeHours: hours, timeZone: 'America/Halifax' });
    await patch(SPEC_SETTINGS);
    expect((await ctx.app.inject({ url: '/api/settings' })).json().data).toMatchObject({
      storeHours: hours,
      timeZone: 'America/Halifax',
    });
  });

  it('refuses a closing time before the opening, a short week and an unknown zone (400 with details)', async () => {
    const backwards = DEFAULT_STORE_HOURS.map((day, i) =>
      i === 2 ? { closed: false, open: '18:00', close: '09:00' } : day,
    );
    const res = await patch({ ...SPEC_SETTINGS, storeHours: backwards, timeZone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['storeHours.2.close', 'timeZone']));
    const short = await patch({ ...SPEC_SETTINGS, storeHours: DEFAULT_STORE_HOURS.slice(0, 5) });
    expect(short.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/settings' })).json().data.storeHours).toEqual(
      DEFAULT_STORE_HOURS,
    );
  });

  it('promises a pickup for the next opening day when the store is closed until then', async () => {
    const zone = 'America/Toronto';
    // Closed every day but the day after tomorrow, 09:00-17:00: wherever "now" falls, the
    // pickup is ready that day at 13:00 on the store's clock.
    const open = storeDay(2, zone);
    const hours = DEFAULT_STORE_HOURS.map((_, i) =>
      i === open.weekday
        ? { closed: false, open: '09:00', close: '17:00' }
        : { closed: true, open: '09:00', close: '17:00' },
    );
    expect((await patch({ ...SPEC_SETTINGS, storeHours: hours, timeZone: zone })).statusCode).toBe(200);
    const bag = await createProduct(ctx.database.db, {
      name: 'Kinyovu Ground',
      description: 'd',
      price: 19.5,
      weight: 0.5,
      type: 'powder',
      stock: 5,
    });
    const customer = await ctx.loginAs('customer');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        products: [{ product: bag.id, quantity: 1 }],
        delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
        payment: { method: 'cash' },
      },
    });
    expect(res.statusCode).toBe(201);
    const ready = new Date(res.json().data.estimatedDelivery);
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(ready);
    expect(local).toBe(`${open.date}, 13:00`);
    // The promise is kept with the order: later changes of the hours do not move it.
    await patch({ ...SPEC_SETTINGS, storeHours: DEFAULT_STORE_HOURS });
    const again = await ctx.app.inject({
      url: `/api/orders/${res.json().data._id}`,
      headers: customer.headers,
    });
    expect(again.json().data.estimatedDelivery).toBe(ready.toISOString());
  });
});
