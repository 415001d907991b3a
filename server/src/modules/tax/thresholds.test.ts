import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_TAX_REGISTRATIONS } from '@ikawa/contracts/tax';
import { createProduct } from '../../db/factories';
import { taxDocuments } from '../../db/schema/index';
import { placeCardOrder, saveSettings, type TestUser, useTestApp } from '../../../test/helpers';

/**
 * The owner's view of when a registration becomes due: sales by document date over the last four
 * calendar quarters, credit notes taken off, against each threshold (decision 015).
 */
const ctx = useTestApp();

const toronto = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};
const montreal = { ...toronto, city: 'Montréal', postalCode: 'H2X 1Y4' };
const vancouver = { ...toronto, city: 'Vancouver', postalCode: 'V6B 1A1' };
let bag: { id: string };

beforeEach(async () => {
  bag = await createProduct(ctx.database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 40,
    weight: 0.5,
    type: 'powder',
    stock: 100,
  });
});

const buy = (customer: TestUser, address: typeof toronto) =>
  placeCardOrder(ctx.app, customer, {
    products: [{ product: bag.id, quantity: 1 }],
    delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
  });

/** Gives an order's documents another date and another value (tax excluded), as a busy past would. */
async function issuedOn(orderId: string, day: string, cents?: number) {
  await ctx.database.db
    .update(taxDocuments)
    .set({ issueDay: day, ...(cents === undefined ? {} : { zeroRatedCents: cents, taxableCents: 0 }) })
    .where(eq(taxDocuments.orderId, orderId));
}

const thresholds = async (user: TestUser) => {
  const res = await ctx.app.inject({ url: '/api/admin/tax/thresholds', headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    asOf: string;
    quarters: { label: string; from: string; to: string }[];
    checks: { registration: string; byQuarter: number[]; sales: number; status: string }[];
  };
};

describe('GET /api/admin/tax/thresholds', () => {
  it('adds up sales by quarter and jurisdiction and says when a registration is due', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const first = await thresholds(admin);
    expect(first.quarters).toHaveLength(4);
    expect(first.quarters[3]!.to).toBe(first.asOf);
    const [oldest, , , current] = first.quarters;

    // 40.00 + 10.00 delivery each (coffee: zero-rated, and so is its delivery).
    const inToronto = await buy(customer, toronto);
    const inMontreal = await buy(customer, montreal);
    const inVancouver = await buy(customer, vancouver);
    await issuedOn(inToronto, oldest!.from, 2_000_000); // $20,000 three quarters ago
    await issuedOn(inMontreal, current!.from, 2_500_000); // $25,000 in Québec this quarter
    await issuedOn(inVancouver, current!.from);
    // A sale before the four quarters counts for none of them.
    const older = await buy(customer, toronto);
    await issuedOn(older, '2000-01-03', 9_000_000);

    const checks = Object.fromEntries(
      (await thresholds(admin)).checks.map((check) => [check.registration, check]),
    );
    expect(checks.gstHst).toMatchObject({
      byQuarter: [20_000, 0, 0, 25_050],
      sales: 45_050,
      status: 'crossed',
    });
    expect(checks.qst).toMatchObject({ sales: 25_000, status: 'approaching' });
    expect(checks.bcPst).toMatchObject({ sales: 50, status: 'below' });
    expect(checks.skPst).toMatchObject({ sales: 0, status: 'noThreshold' });

    // A credit note takes its sale back: the paid Québec order cancelled.
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${inMontreal}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await ctx.database.db.execute(
      sql`update tax_documents set issue_day = ${current!.from} where order_id = ${inMontreal}`,
    );
    const after = Object.fromEntries(
      (await thresholds(admin)).checks.map((check) => [check.registration, check]),
    );
    expect(after.qst).toMatchObject({ sales: 0, status: 'below' });

    // Registered: nothing is due.
    await saveSettings(ctx, {
      taxRegistrations: {
        ...NO_TAX_REGISTRATIONS,
        gstHst: { number: '123456789 RT 0001', effectiveFrom: '2025-01-01' },
      },
    });
    const registered = await thresholds(admin);
    expect(registered.checks.find((check) => check.registration === 'gstHst')?.status).toBe('registered');
  });

  it('is the admin’s only', async () => {
    for (const role of ['customer', 'delivery'] as const) {
      const user = await ctx.loginAs(role);
      const res = await ctx.app.inject({ url: '/api/admin/tax/thresholds', headers: user.headers });
      expect(res.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ url: '/api/admin/tax/thresholds' })).statusCode).toBe(401);
  });
});
