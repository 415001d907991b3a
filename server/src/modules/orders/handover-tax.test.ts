import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_TAX_REGISTRATIONS } from '@ikawa/contracts/tax';
import { createProduct } from '../../db/factories';
import { deliveryPersons, orderEvents, orders, taxDocuments } from '../../db/schema/index';
import {
  REGISTERED_EVERYWHERE,
  saveSettings,
  type TestUser,
  useTestApp,
  handOverPinOf,
} from '../../../test/helpers';

/**
 * A cash order is invoiced at hand-over with that day's sales tax (decision 015): when the
 * registrations or rates in force differ from the day it was placed, the courier's screen shows
 * the new total before the door, and the invoice, the cash collected and the order carry it.
 */
const ctx = useTestApp();

const toronto = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};
let mug: { id: string };

beforeEach(async () => {
  await saveSettings(ctx, { taxRegistrations: NO_TAX_REGISTRATIONS });
  mug = await createProduct(ctx.database.db, {
    name: 'Stoneware Mug',
    description: 'd',
    price: 24,
    weight: null,
    type: 'accessory',
    stock: 10,
  });
});

const call = (user: TestUser, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

async function personIdOf(user: TestUser): Promise<string> {
  const [row] = await ctx.database.db
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .where(eq(deliveryPersons.userId, user.id));
  return row!.id;
}

type CourierOrder = { _id: string; totalAmount: number; amountToCollect: number; placedTotal: number | null };

async function courierView(courier: TestUser, orderId: string): Promise<CourierOrder> {
  const res = await call(courier, 'GET', '/api/delivery/orders');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as CourierOrder[]).find((order) => order._id === orderId)!;
}

describe('cash orders taxed on the hand-over day', () => {
  it('charges the HST that came into force after the order was placed, and says so before the door', async () => {
    const customer = await ctx.loginAs('customer');
    const admin = await ctx.loginAs('admin');
    const courier = await ctx.loginAs('delivery');
    // Placed while the shop was a small supplier: no HST, 24.00 + 10.00 delivery.
    const placed = await call(customer, 'POST', '/api/orders', {
      products: [{ product: mug.id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'delivery', method: 'standard', address: toronto },
      payment: { method: 'cash' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data._id as string;
    expect(placed.json().data.totalAmount).toBe(34);
    const assigned = await call(admin, 'PATCH', `/api/delivery/admin/orders/${orderId}/assign`, {
      deliveryPersonId: await personIdOf(courier),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await courierView(courier, orderId)).toMatchObject({ amountToCollect: 34, placedTotal: null });

    // The registration is in force by the hand-over: the invoice carries HST 13 % of 34.00.
    await saveSettings(ctx, { taxRegistrations: REGISTERED_EVERYWHERE });
    expect(await courierView(courier, orderId)).toMatchObject({
      totalAmount: 34,
      amountToCollect: 38.42,
      placedTotal: 34,
    });

    for (const status of ['picked_up', 'delivered']) {
      const moved = await call(courier, 'PATCH', `/api/delivery/orders/${orderId}/status`, {
        status,
        ...(status === 'delivered' ? { pin: await handOverPinOf(ctx.app.db, orderId) } : {}),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      totalCents: 3842,
      taxCents: 442,
      taxableCents: 3400,
      taxNotRegistered: [],
      paymentStatus: 'completed',
      status: 'delivered',
    });
    const [invoice] = await ctx.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId));
    expect(invoice).toMatchObject({ kind: 'invoice', totalCents: 3842, taxCents: 442 });
    expect(invoice?.content.notRegistered).toEqual([]);
    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.find((event) => event.type === 'tax_rerated')).toMatchObject({
      amountCents: 3842,
      data: { fromTotalCents: 3400, toTotalCents: 3842 },
    });
    expect(events.find((event) => event.type === 'cash_collected')?.amountCents).toBe(3842);

    // The customer's order says what was paid, and why it changed.
    const mine = await call(customer, 'GET', `/api/orders/${orderId}`);
    expect(mine.json().data.totalAmount).toBe(38.42);
    expect(mine.json().data.timeline.map((step: { kind: string }) => step.kind)).toContain('tax_rerated');
  });

  it('leaves an order alone when the day’s tax is the one it was placed with', async () => {
    await saveSettings(ctx, { taxRegistrations: REGISTERED_EVERYWHERE });
    const customer = await ctx.loginAs('customer');
    const admin = await ctx.loginAs('admin');
    const placed = await call(customer, 'POST', '/api/orders', {
      products: [{ product: mug.id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
      payment: { method: 'cash' },
    });
    const orderId = placed.json().data._id as string;
    const total = placed.json().data.totalAmount as number;
    const done = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      headers: admin.headers,
      payload: { status: 'delivered' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.totalAmount).toBe(total);
    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((event) => event.type)).not.toContain('tax_rerated');
  });
});
