import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { storeDay } from '../../lib/store-day';
import {
  placeCardOrder,
  REGISTERED_EVERYWHERE,
  saveSettings,
  type TestUser,
  useTestApp,
} from '../../../test/helpers';

/**
 * The accountant's tax report and the registers it is checked against (decision 015): the same
 * documents, by the same document dates, add up to the same figures.
 */
const ctx = useTestApp();

const address = (city: string, postalCode: string, country = 'CA') => ({
  street: '1 Main Street',
  city,
  postalCode,
  country,
  phone: '+14165550142',
});
let bag: { id: string };
let mug: { id: string };

beforeEach(async () => {
  await saveSettings(ctx, { taxRegistrations: REGISTERED_EVERYWHERE, shippingCountries: ['CA', 'US'] });
  bag = await createProduct(ctx.database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 100,
  });
  mug = await createProduct(ctx.database.db, {
    name: 'Stoneware Mug',
    description: 'd',
    price: 24,
    weight: null,
    type: 'accessory',
    stock: 100,
  });
});

const buy = (customer: TestUser, to: ReturnType<typeof address>, products: { id: string }[]) =>
  placeCardOrder(ctx.app, customer, {
    products: products.map((product) => ({ product: product.id, quantity: 1 })),
    delivery: { fulfillmentMethod: 'delivery', method: 'standard', address: to },
  });

const cents = (value: string | number) => Math.round(Number(value) * 100);

describe('the tax report and its registers', () => {
  it('add up to the same figures for the same dates, credit notes taken off', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    await buy(customer, address('Toronto', 'M5H 2M9'), [mug]);
    await buy(customer, address('Montréal', 'H2X 1Y4'), [mug, bag]);
    const returned = await buy(customer, address('Vancouver', 'V6B 1A1'), [mug, bag]);
    await buy(customer, address('Boston', '02108', 'US'), [mug]);
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${returned}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const today = storeDay(new Date(), 'America/Toronto');
    const range = `from=${today}&to=${today}`;
    const get = (url: string) => ctx.app.inject({ url, headers: admin.headers });
    const reportRes = await get(`/api/admin/tax/report?${range}`);
    expect(reportRes.statusCode, reportRes.body).toBe(200);
    const report = reportRes.json().data;
    expect(report).toMatchObject({ invoices: 4, creditNotes: 1 });

    const rows = [
      ...parse((await get(`/api/admin/exports/invoices.csv?${range}`)).body, { bom: true, columns: true }),
      ...parse((await get(`/api/admin/exports/credit-notes.csv?${range}`)).body, {
        bom: true,
        columns: true,
      }),
    ] as Record<string, string>[];
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => row.document_number!.startsWith('CN-'))).toEqual([
      expect.objectContaining({ place_of_supply: 'BC', invoice_number: 'INV-000003' }),
    ]);
    const sum = (column: string, place?: string) =>
      rows
        .filter((row) => place === undefined || row.place_of_supply === place)
        .reduce((total, row) => total + cents(row[column]!), 0);

    for (const jurisdiction of report.jurisdictions as {
      province: string | null;
      zeroRated: number;
      taxable: number;
      taxes: { tax: string; net: number }[];
    }[]) {
      const place = jurisdiction.province ?? 'EXPORT';
      expect(cents(jurisdiction.zeroRated), place).toBe(sum('zero_rated', place));
      expect(cents(jurisdiction.taxable), place).toBe(sum('taxable', place));
      for (const tax of jurisdiction.taxes)
        expect(cents(tax.net), `${place} ${tax.tax}`).toBe(sum(`tax_${tax.tax}`, place));
    }
    expect(
      report.jurisdictions.map((jurisdiction: { province: string | null }) => jurisdiction.province),
    ).toEqual(['BC', 'ON', 'QC', null]);
    // British Columbia: sold and credited back, nothing left.
    expect(report.jurisdictions[0]).toMatchObject({ zeroRated: 0, taxable: 0 });
    // Ontario's mug: 24 + 10 delivery at 13 % = 4.42; Québec's GST on the mug and its share of the fee.
    expect(report.gstHstReturn.line101 * 100).toBeCloseTo(sum('zero_rated') + sum('taxable'), 6);
    expect(cents(report.gstHstReturn.line103)).toBe(sum('tax_gst') + sum('tax_hst'));
    expect(report.gstHstReturn.line105).toBe(report.gstHstReturn.line103);
    expect(cents(report.qstReturn.collected)).toBe(sum('tax_qst', 'QC'));
    expect(cents(report.qstReturn.supplies)).toBe(sum('zero_rated', 'QC') + sum('taxable', 'QC'));
    expect(sum('tax_hst', 'ON')).toBe(442);
  });

  it('refuses a reversed period and anyone but an admin', async () => {
    const admin = await ctx.loginAs('admin');
    const reversed = await ctx.app.inject({
      url: '/api/admin/tax/report?from=2026-03-02&to=2026-03-01',
      headers: admin.headers,
    });
    expect(reversed.statusCode).toBe(400);
    const customer = await ctx.loginAs('customer');
    for (const url of [
      '/api/admin/tax/report?from=2026-01-01&to=2026-01-31',
      '/api/admin/exports/invoices.csv?from=2026-01-01&to=2026-01-31',
      '/api/admin/exports/credit-notes.csv?from=2026-01-01&to=2026-01-31',
    ]) {
      expect((await ctx.app.inject({ url, headers: customer.headers })).statusCode).toBe(403);
    }
  });
});
