import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { orders, products, subscriptionEvents, subscriptions } from '../../db/schema/index';
import { addDays, storeDay } from '../../lib/store-day';
import { getSettingsRow } from '../settings/repo';
import { type TestUser, useSecondInstance, useTestApp } from '../../../test/helpers';
import type { App } from '../../app';
import { createSubscriptionsService } from './service';

/**
 * Subscribe & save (decision 022) through the API and the renewal job, on a clock the test moves:
 * the first order at once, each renewal an ordinary order on its day (once, whatever races or
 * fails half-way), skip, pause and resume, a new rhythm, a wait for stock, today's prices.
 */
const ctx = useTestApp();
const second = useSecondInstance(ctx);

const address = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};
let bag: { id: string };
let customer: TestUser;
let stranger: TestUser;

beforeEach(async () => {
  bag = await createProduct(ctx.database.db, {
    name: 'Kayanza Powder',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 10,
  });
  customer = await ctx.loginAs('customer');
  stranger = await ctx.loginAs('customer');
});

const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const order = (payment: 'cash' | 'stripe' = 'cash', quantity = 2) => ({
  products: [{ product: bag.id, quantity }],
  delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
  payment: { method: payment },
});

async function subscribe(everyWeeks = 2): Promise<{ id: string; nextDate: string; orderId: string }> {
  const res = await call(customer, 'POST', '/api/subscriptions', { everyWeeks, order: order() });
  expect(res.statusCode, res.body).toBe(201);
  const { subscription, order: first } = res.json().data;
  return { id: subscription._id, nextDate: subscription.nextDate, orderId: first._id };
}

/** The store's day today, in its time zone. */
async function storeToday(): Promise<string> {
  return storeDay(new Date(), (await getSettingsRow(ctx.app.db)).timeZone);
}

/** The renewal job of `app` on the store's day `day` (noon there is well inside it). */
function jobOn(app: App, day: string) {
  return createSubscriptionsService({
    db: app.db,
    orders: app.orders,
    payments: app.payments,
    mail: app.mail,
    now: () => new Date(`${day}T17:00:00Z`),
  });
}

const renewalsOf = (id: string) =>
  ctx.database.db.select().from(orders).where(eq(orders.subscriptionId, id)).orderBy(orders.createdAt);

const stock = async () =>
  (await ctx.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, bag.id)))[0]!
    .stock;

describe('subscribe & save', () => {
  it('places the first order at once and renews on its day, once', async () => {
    const today = await storeToday();
    const { id, nextDate, orderId } = await subscribe(2);
    expect(nextDate).toBe(addDays(today, 14));
    const first = (await call(customer, 'GET', `/api/orders/${orderId}`)).json().data;
    expect(first).toMatchObject({ isSubscriptionOrder: true, status: 'pending', paymentStatus: 'pending' });
    expect(await stock()).toBe(8);

    // The day before: nothing is due.
    expect(await jobOn(ctx.app, addDays(nextDate, -1)).renewDue()).toBe(0);
    expect(await jobOn(ctx.app, nextDate).renewDue()).toBe(1);
    expect(await jobOn(ctx.app, nextDate).renewDue()).toBe(0);
    const written = await renewalsOf(id);
    expect(written.map((row) => row.renewalOf)).toEqual([today, nextDate]);
    // 2 × 19.50 less the subscriber discount (10 %), and the standard fee.
    expect(written[1]).toMatchObject({
      isSubscriptionOrder: true,
      userId: customer.id,
      subtotalCents: 3900,
      discountCents: 390,
      totalCents: 4510,
    });
    expect(await stock()).toBe(6);

    const [mine] = (await call(customer, 'GET', '/api/subscriptions')).json().data;
    expect(mine).toMatchObject({ _id: id, status: 'active', everyWeeks: 2, nextDate: addDays(nextDate, 14) });
    expect(mine.lines).toEqual([{ productId: bag.id, name: 'Kayanza Powder', quantity: 2, price: 19.5 }]);
  });

  it('prices each renewal at the day’s price', async () => {
    const { id, nextDate } = await subscribe(4);
    await ctx.database.db.update(products).set({ priceCents: 2100 }).where(eq(products.id, bag.id));
    await jobOn(ctx.app, nextDate).renewDue();
    const [first, renewal] = await renewalsOf(id);
    expect(first!.subtotalCents).toBe(3900);
    expect(renewal!.subtotalCents).toBe(4200);
  });

  it('skips the next renewal, pauses and resumes, and takes a new rhythm', async () => {
    const today = await storeToday();
    const { id, nextDate } = await subscribe(2);
    const skipped = await call(customer, 'POST', `/api/subscriptions/${id}/skip`);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().data.nextDate).toBe(addDays(nextDate, 14));
    expect(await jobOn(ctx.app, nextDate).renewDue()).toBe(0);

    const paused = await call(customer, 'POST', `/api/subscriptions/${id}/pause`);
    expect(paused.json().data).toMatchObject({ status: 'paused' });
    expect(await jobOn(ctx.app, addDays(nextDate, 14)).renewDue()).toBe(0);
    const skipPaused = await call(customer, 'POST', `/api/subscriptions/${id}/skip`);
    expect(skipPaused.statusCode).toBe(409);
    expect(skipPaused.json()).toMatchObject({ code: 'subscription_not_allowed' });
    const resumed = await call(customer, 'POST', `/api/subscriptions/${id}/resume`);
    expect(resumed.json().data).toMatchObject({ status: 'active', nextDate: addDays(nextDate, 14) });

    const rhythm = await call(customer, 'PATCH', `/api/subscriptions/${id}`, { everyWeeks: 6 });
    expect(rhythm.json().data).toMatchObject({ everyWeeks: 6, nextDate: addDays(nextDate, 14) });
    const moved = await call(customer, 'PATCH', `/api/subscriptions/${id}`, { nextDate: addDays(today, 3) });
    expect(moved.json().data.nextDate).toBe(addDays(today, 3));
    for (const nextDay of [today, addDays(today, 90), 'soon']) {
      const refused = await call(customer, 'PATCH', `/api/subscriptions/${id}`, { nextDate: nextDay });
      expect(refused.statusCode, nextDay).toBe(nextDay === 'soon' ? 400 : 409);
    }
    expect(await jobOn(ctx.app, addDays(today, 3)).renewDue()).toBe(1);
    const [after] = (await call(customer, 'GET', '/api/subscriptions')).json().data;
    expect(after.nextDate).toBe(addDays(today, 3 + 42));

    const events = await ctx.database.db
      .select({ type: subscriptionEvents.type })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, id))
      .orderBy(subscriptionEvents.createdAt);
    expect(events.map((event) => event.type)).toEqual([
      'created',
      'skip',
      'pause',
      'resume',
      'update',
      'update',
      'renewed',
    ]);
  });

  it('waits for stock rather than oversell, and renews once the goods are back', async () => {
    const { id, nextDate } = await subscribe(2);
    await ctx.database.db.update(products).set({ stock: 1 }).where(eq(products.id, bag.id));
    expect(await jobOn(ctx.app, nextDate).renewDue()).toBe(0);
    const [waiting] = (await call(customer, 'GET', '/api/subscriptions')).json().data;
    expect(waiting.waitingSince).not.toBeNull();
    expect(await stock()).toBe(1);
    expect(await renewalsOf(id)).toHaveLength(1);

    await ctx.database.db.update(products).set({ stock: 5 }).where(eq(products.id, bag.id));
    expect(await jobOn(ctx.app, addDays(nextDate, 2)).renewDue()).toBe(1);
    const [renewed] = (await call(customer, 'GET', '/api/subscriptions')).json().data;
    // Renewed late, it keeps its rhythm from the day it was due.
    expect(renewed).toMatchObject({ waitingSince: null, nextDate: addDays(nextDate, 14) });
    expect(await stock()).toBe(3);
  });

  it('cancels with a reason, after which nothing renews or changes', async () => {
    const { id, nextDate } = await subscribe(2);
    const cancelled = await call(customer, 'POST', `/api/subscriptions/${id}/cancel`, {
      reason: 'too_much',
      note: 'Two bags a month is plenty',
    });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'too_much',
      cancelNote: 'Two bags a month is plenty',
    });
    const unknownReason = await call(customer, 'POST', `/api/subscriptions/${id}/cancel`, {
      reason: 'bored',
    });
    expect(unknownReason.statusCode).toBe(400);
    expect(await jobOn(ctx.app, nextDate).renewDue()).toBe(0);
    for (const action of ['skip', 'pause', 'resume', 'cancel']) {
      const res = await call(customer, 'POST', `/api/subscriptions/${id}/${action}`, {});
      expect(res.statusCode, action).toBe(409);
    }
  });

  it("keeps another customer's subscription out of reach, and refuses what it cannot do", async () => {
    const { id } = await subscribe(2);
    for (const action of ['skip', 'pause', 'cancel']) {
      const res = await call(stranger, 'POST', `/api/subscriptions/${id}/${action}`, {});
      expect(res.statusCode, action).toBe(404);
    }
    expect((await call(stranger, 'GET', '/api/subscriptions')).json().data).toEqual([]);

    const before = await stock();
    // By card, it names one of the customer's own saved cards.
    const card = await call(customer, 'POST', '/api/subscriptions', {
      everyWeeks: 2,
      order: order('stripe'),
    });
    expect(card.statusCode).toBe(422);
    expect(card.json()).toMatchObject({ code: 'subscription_card_required' });
    const weekly = await call(customer, 'POST', '/api/subscriptions', { everyWeeks: 1, order: order() });
    expect(weekly.statusCode).toBe(400);
    const tooMany = await call(customer, 'POST', '/api/subscriptions', {
      everyWeeks: 2,
      order: order('cash', 11),
    });
    expect(tooMany.statusCode).toBe(409);
    expect(await stock()).toBe(before);
    const rows = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, customer.id));
    expect(rows).toHaveLength(1);
  });

  it('renews once when two instances run the job at the same time', async () => {
    await ctx.database.db.update(products).set({ stock: 50 }).where(eq(products.id, bag.id));
    const subscribed = [await subscribe(2), await subscribe(2), await subscribe(2)];
    const day = subscribed[0]!.nextDate;
    const counts = await Promise.all([jobOn(ctx.app, day).renewDue(), jobOn(second.app(), day).renewDue()]);
    expect(counts[0]! + counts[1]!).toBe(3);
    for (const { id } of subscribed) expect(await renewalsOf(id)).toHaveLength(2);
  });

  it('leaves a renewal that failed half-way due, and writes it once on the next run', async () => {
    const { id, nextDate } = await subscribe(2);
    // The order is written, then the process dies before the subscription moves on: all of the
    // transaction goes, as after a kill -9.
    const crashing = createSubscriptionsService({
      db: ctx.app.db,
      orders: {
        quote: ctx.app.orders.quote,
        placeRenewal: async (tx, request) => {
          await ctx.app.orders.placeRenewal(tx, request);
          throw new Error('the process died');
        },
      },
      payments: ctx.app.payments,
      mail: ctx.app.mail,
      now: () => new Date(`${nextDate}T17:00:00Z`),
    });
    await expect(crashing.renewDue()).rejects.toThrow('the process died');
    expect(await renewalsOf(id)).toHaveLength(1);
    expect(await jobOn(ctx.app, nextDate).renewDue()).toBe(1);
    expect(await jobOn(ctx.app, nextDate).renewDue()).toBe(0);
    const written = await renewalsOf(id);
    expect(written).toHaveLength(2);
    const [row] = await ctx.database.db
      .select({ nextDate: subscriptions.nextDate })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id)));
    expect(row!.nextDate).toBe(addDays(nextDate, 14));
  });
});
