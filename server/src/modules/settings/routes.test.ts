import { describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
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
  storeAddress: { street: '1 Front St', city: 'Toronto', postalCode: 'M5J 2N1', country: 'CA' },
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

  it('saves the unpaid cash caps (units, value to the cent) and refuses ones out of range', async () => {
    const admin = await ctx.loginAs('admin');
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/settings', headers: admin.headers, payload });
    const before = (await ctx.app.inject({ url: '/api/settings' })).json().data;
    expect(before).toMatchObject({ maxUnpaidCashUnits: 50, maxUnpaidCashValue: 2000 });

    const saved = await patch({ ...validSettings, maxUnpaidCashUnits: 12, maxUnpaidCashValue: 249.99 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ maxUnpaidCashUnits: 12, maxUnpaidCashValue: 249.99 });

    // Left out: kept as they are (a client sending SPEC's settings object).
    expect((await patch(validSettings)).json().data).toMatchObject({
      maxUnpaidCashUnits: 12,
      maxUnpaidCashValue: 249.99,
    });

    const refused = await patch({ ...validSettings, maxUnpaidCashUnits: 0.5, maxUnpaidCashValue: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual(
      expect.arrayContaining([
        { path: 'maxUnpaidCashUnits', message: 'Must be a whole number' },
        { path: 'maxUnpaidCashValue', message: 'Must be at least $1' },
      ]),
    );
    expect((await ctx.app.inject({ url: '/api/settings' })).json().data).toMatchObject({
      maxUnpaidCashUnits: 12,
      maxUnpaidCashValue: 249.99,
    });
  });

  it('saves the delivery calendar: holidays in order, once each, and the cut-off', async () => {
    const admin = await ctx.loginAs('admin');
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: admin.headers,
        payload: { ...validSettings, ...payload },
      });
    const saved = await patch({ holidays: ['2026-12-28', '2026-12-25', '2026-12-28'], orderCutoff: '12:30' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ holidays: ['2026-12-25', '2026-12-28'], orderCutoff: '12:30' });

    const refused = await patch({ holidays: ['2026-02-30'], orderCutoff: '25:00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'holidays.0', message: 'A holiday must be a date (YYYY-MM-DD)' }),
        expect.objectContaining({ path: 'orderCutoff', message: 'Use a 24-hour time such as 09:00' }),
      ]),
    );
    const kept = await ctx.app.inject({ url: '/api/settings' });
    expect(kept.json().data).toMatchObject({ holidays: ['2026-12-25', '2026-12-28'], orderCutoff: '12:30' });
  });

  it('saves the sales-tax settings: province, registrations with their dates, prices with tax', async () => {
    const admin = await ctx.loginAs('admin');
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: admin.headers,
        payload: { ...validSettings, ...payload },
      });
    // The store moves to Montréal: its province is read from the postal code.
    const montreal = {
      street: '1 Rue Sainte-Catherine Ouest',
      city: 'Montréal',
      postalCode: 'H2X 1Y4',
      country: 'CA',
    };
    const saved = await patch({
      storeAddress: montreal,
      taxRegistrations: {
        gstHst: { number: '123456789rt0001', effectiveFrom: '2025-01-01' },
        qst: { number: ' 1234567890 TQ 0001 ', effectiveFrom: '2025-01-01' },
      },
      pricesIncludeTax: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Numbers are kept in the form receipts print; the registrations not sent are not held.
    expect(saved.json().data).toMatchObject({
      storeProvince: 'QC',
      storeAddress: montreal,
      taxRegistrations: {
        gstHst: { number: '123456789 RT 0001', effectiveFrom: '2025-01-01' },
        qst: { number: '1234567890 TQ 0001', effectiveFrom: '2025-01-01' },
        bcPst: null,
        skPst: null,
        mbRst: null,
      },
      pricesIncludeTax: true,
    });
    // The quote follows them: a mug picked up at a Quebec store, its GST and QST taken out of the price.
    const customer = await ctx.loginAs('customer');
    const mug = await createProduct(ctx.database.db, {
      name: 'Mug',
      description: 'd',
      price: 24,
      weight: 0.5,
      type: 'accessory',
      stock: 5,
    });
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: customer.headers,
      payload: {
        products: [{ product: mug.id, quantity: 1 }],
        delivery: { fulfillmentMethod: 'pickup' },
        payment: { method: 'cash' },
      },
    });
    expect(quote.json().data).toMatchObject({
      total: 24,
      tax: { placeOfSupply: { province: 'QC', basis: 'pickup' }, included: true, notRegistered: [] },
    });
    expect(quote.json().data.tax.lines.map((line: { tax: string }) => line.tax)).toEqual(['gst', 'qst']);

    // A specified-system QST number (NR) and BC's PST number are accepted; one left out is kept.
    const more = await patch({
      storeAddress: montreal,
      taxRegistrations: {
        qst: { number: 'nr 00012345', effectiveFrom: '2026-01-01' },
        bcPst: { number: '1234-5678', effectiveFrom: '2026-02-01' },
      },
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().data.taxRegistrations).toMatchObject({
      gstHst: { number: '123456789 RT 0001' },
      qst: { number: 'NR00012345', effectiveFrom: '2026-01-01' },
      bcPst: { number: 'PST-1234-5678', effectiveFrom: '2026-02-01' },
    });

    const refused = await patch({
      storeAddress: { ...montreal, country: 'Canda' },
      taxRegistrations: {
        gstHst: { number: '12345 RT 1', effectiveFrom: '2025-01-01' },
        qst: { number: '123456789RT0001', effectiveFrom: '2025-01-01' },
        skPst: { number: '1234567', effectiveFrom: '2025-02-30' },
      },
    });
    expect(refused.statusCode).toBe(400);
    // The first refusal names the answer's code.
    expect(refused.json().code).toBe('country_invalid');
    const details = refused.json().details as { path: string; message: string }[];
    expect(details.map((detail) => detail.path).sort()).toEqual([
      'storeAddress.country',
      'taxRegistrations.gstHst.number',
      'taxRegistrations.qst.number',
      'taxRegistrations.skPst.effectiveFrom',
    ]);
    expect(details.find((detail) => detail.path === 'taxRegistrations.gstHst.number')?.message).toBe(
      'A GST/HST number is 9 digits, RT and 4 digits, e.g. 123456789 RT 0001',
    );
    // Nothing of a refused form is saved; null ends a registration.
    expect((await ctx.app.inject({ url: '/api/settings' })).json().data.taxRegistrations.skPst).toBeNull();
    const ended = await patch({ storeAddress: montreal, taxRegistrations: { qst: null } });
    expect(ended.json().data.taxRegistrations).toMatchObject({
      qst: null,
      gstHst: { number: '123456789 RT 0001' },
    });

    // The store moves back to Toronto: a pickup is taxed in Ontario (HST), with nothing else to change.
    const toronto = await patch({ pricesIncludeTax: false });
    expect(toronto.json().data).toMatchObject({ storeProvince: 'ON', storeAddress: { city: 'Toronto' } });
    const pickup = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: customer.headers,
      payload: { products: [{ product: mug.id, quantity: 1 }], delivery: { fulfillmentMethod: 'pickup' } },
    });
    expect(pickup.json().data.tax).toMatchObject({ placeOfSupply: { province: 'ON', basis: 'pickup' } });
    expect(pickup.json().data.tax.lines.map((line: { tax: string }) => line.tax)).toEqual(['hst']);
  });
});

describe('the store’s country and the countries the shop ships to', () => {
  const patchAs = async (payload: Record<string, unknown>) => {
    const admin = await ctx.loginAs('admin');
    return ctx.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: admin.headers,
      payload: { ...validSettings, ...payload },
    });
  };

  it('ships to Canada alone until told otherwise, and keeps a list once each, Canada first', async () => {
    const before = await ctx.app.inject({ url: '/api/settings' });
    expect(before.json().data).toMatchObject({ shippingCountries: ['CA'], storeProvince: 'ON' });
    const saved = await patchAs({ shippingCountries: ['us', 'CA', 'US', 'fr'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.shippingCountries).toEqual(['CA', 'US', 'FR']);
    // Left out, the list stays as it is.
    const kept = await patchAs({});
    expect(kept.json().data.shippingCountries).toEqual(['CA', 'US', 'FR']);
  });

  it('refuses an empty list, a country that is not a code, and a store outside Canada', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ shippingCountries: [] }, 'validation_failed', 'Choose at least one country to ship to'],
      [{ shippingCountries: ['CA', 'Canda'] }, 'country_invalid', 'Choose a country from the list'],
      [
        { storeAddress: { street: '1 Main St', city: 'Buffalo', postalCode: '14201', country: 'US' } },
        'store_country_not_canada',
        'The store’s address must be in Canada: the shop charges Canada’s sales taxes',
      ],
      [
        { storeAddress: { ...validSettings.storeAddress, postalCode: '14201' } },
        'postal_code_not_canadian',
        '14201 is not a Canadian postal code (like M5V 2T6). We need it to charge the right sales tax for your province.',
      ],
    ];
    for (const [payload, code, error] of cases) {
      const res = await patchAs(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code, error });
    }
    const kept = await ctx.app.inject({ url: '/api/settings' });
    expect(kept.json().data.storeAddress.postalCode).not.toBe('14201');
  });

  it('answers in French, the country named in French', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { ...(await ctx.loginAs('admin')).headers, 'accept-language': 'fr-CA' },
      payload: { ...validSettings, shippingCountries: ['CA', 'Canda'] },
    });
    expect(res.json().error).toBe('Choisissez un pays dans la liste');
  });
});
