import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import {
  deliveryPersons,
  discountCodes,
  orders,
  outboxMessages,
  payments,
  products,
  simulatedCards,
  simulatedIntents,
  subscriptionEvents,
  subscriptions,
} from '../../db/schema/index';
import { addDays, storeDay } from '../../lib/store-day';
import { getSettingsRow } from '../settings/repo';
import { handOverPinOf, type TestUser, useSecondInstance, useTestApp } from '../../../test/helpers';
import type { App } from '../../app';
import { createSubscriptionsService } from './service';

/**
 * Subscribe & save renewals paid by a saved card, charged without the customer present
 * (decision 022), on a clock the test moves: charged once per renewal whatever races or crashes,
 * a refused card retried after 1 and 3 days then paused; the reminder 3 days before; the
 * customer's changes (swap, quantities, extras, pickup, order now) confirmed by e-mail; the
 * subscriber discount; and a cash renewal carried through the courier's hand-over.
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
let granule: { id: string };
let customer: TestUser;

beforeEach(async () => {
  bag = await createProduct(ctx.database.db, {
    name: 'Kayanza Powder',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 40,
  });
  granule = await createProduct(ctx.database.db, {
    name: 'Ngozi Granules',
    description: 'd',
    price: 16,
    weight: 0.25,
    type: 'granule',
    stock: 40,
  });
  customer = await ctx.loginAs('customer', { name: 'Aline Subscriber' });
});

const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const order = (payment: 'cash' | 'stripe' = 'cash', quantity = 2) => ({
  products: [{ product: bag.id, quantity }],
  delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
  payment: { method: payment },
});

async function saveCard(number = '4242424242424242'): Promise<string> {
  const res = await call(customer, 'POST', `/api/users/${customer.id}/payment-methods`, {
    cardNumber: number,
    expiryDate: '12/30',
    cardholderName: 'Aline Subscriber',
    cvc: '123',
  });
  expect(res.statusCode, res.body).toBe(201);
  const cards = res.json().user.paymentMethods as { _id: string; last4: string }[];
  return cards.find((card) => card.last4 === number.slice(-4))!._id;
}

async function subscribeByCard(cardId: string, everyWeeks = 2) {
  const res = await call(customer, 'POST', '/api/subscriptions', {
    everyWeeks,
    order: order('stripe'),
    savedCardId: cardId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    subscription: { _id: string; nextDate: string; savedCard: { last4: string } };
    order: { _id: string; paymentStatus: string; isSubscriptionOrder: boolean };
  };
}

async function storeToday(): Promise<string> {
  return storeDay(new Date(), (await getSettingsRow(ctx.app.db)).timeZone);
}

/** The subscription service of `app` on the store's day `day`, at `hour` UTC (noon in Toronto). */
function jobOn(app: App, day: string, hour = 17) {
  return createSubscriptionsService({
    db: app.db,
    orders: app.orders,
    payments: app.payments,
    mail: app.mail,
    now: () => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`),
  });
}

const renewalsOf = (id: string) =>
  ctx.database.db.select().from(orders).where(eq(orders.subscriptionId, id)).orderBy(orders.createdAt);

const subscriptionRow = async (id: string) =>
  (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

const eventsOf = async (id: string) =>
  (
    await ctx.database.db
      .select({ type: subscriptionEvents.type })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, id))
      .orderBy(subscriptionEvents.createdAt)
  ).map((event) => event.type);

const mailsTo = async (kind: string) =>
  ctx.database.db
    .select({ subject: outboxMessages.subject, to: outboxMessages.toAddress })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, kind), eq(outboxMessages.toAddress, customer.email)))
    .orderBy(outboxMessages.seq);

const succeededCharges = async () =>
  (await ctx.database.db.select().from(simulatedIntents).where(eq(simulatedIntents.status, 'succeeded')))
    .length;

/** The bank now refuses the saved card (it ran out of funds since it was saved). */
const cardRefuses = () => ctx.database.db.update(simulatedCards).set({ outcome: 'insufficient_funds' });

describe('card renewals', () => {
  it('charges the saved card for the first order and each renewal, at the subscriber price', async () => {
    const cardId = await saveCard();
    const today = await storeToday();
    const { subscription, order: first } = await subscribeByCard(cardId);
    expect(subscription).toMatchObject({ nextDate: addDays(today, 14), savedCard: { last4: '4242' } });
    expect(first).toMatchObject({ paymentStatus: 'completed', isSubscriptionOrder: true });

    expect(await jobOn(ctx.app, subscription.nextDate).renewDue()).toBe(1);
    const written = await renewalsOf(subscription._id);
    expect(written.map((row) => [row.renewalOf, row.paymentMethod, row.paymentStatus])).toEqual([
      [today, 'stripe', 'completed'],
      [subscription.nextDate, 'stripe', 'completed'],
    ]);
    // 2 × 19.50 less 10 %, and the standard fee: what the card paid.
    expect(written[1]).toMatchObject({ subtotalCents: 3900, discountCents: 390, totalCents: 4510 });
    expect(await succeededCharges()).toBe(2);
    expect(await jobOn(ctx.app, subscription.nextDate).renewDue()).toBe(0);
    expect(await succeededCharges()).toBe(2);
    expect((await mailsTo('subscription_changed')).map((mail) => mail.subject)).toEqual([
      'Your coffee subscription is on',
    ]);
  });

  it('refuses a card that is not the customer’s, and a refused first charge leaves nothing', async () => {
    const stranger = await ctx.loginAs('customer');
    const strangersCard = await (async () => {
      const res = await call(stranger, 'POST', `/api/users/${stranger.id}/payment-methods`, {
        cardNumber: '4242424242424242',
        expiryDate: '12/30',
        cardholderName: 'Someone Else',
        cvc: '123',
      });
      return (res.json().user.paymentMethods as { _id: string }[])[0]!._id;
    })();
    const notMine = await call(customer, 'POST', '/api/subscriptions', {
      everyWeeks: 2,
      order: order('stripe'),
      savedCardId: strangersCard,
    });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json()).toMatchObject({ code: 'subscription_card_required' });

    const cardId = await saveCard();
    await cardRefuses();
    const refused = await call(customer, 'POST', '/api/subscriptions', {
      everyWeeks: 2,
      order: order('stripe'),
      savedCardId: cardId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'card_declined' });
    expect(refused.json().error).toMatch(/Your card was not charged/);
    expect(await ctx.database.db.select().from(subscriptions)).toEqual([]);
    expect(await succeededCharges()).toBe(0);
  });

  it('retries a refused card after 1 and 3 days, tells the customer each time, then pauses', async () => {
    const cardId = await saveCard();
    const { subscription } = await subscribeByCard(cardId);
    const due = subscription.nextDate;
    await cardRefuses();

    expect(await jobOn(ctx.app, due).renewDue()).toBe(0);
    let row = await subscriptionRow(subscription._id);
    expect(row).toMatchObject({ status: 'active', failedCharges: 1, nextDate: due });
    expect(row.retryAt?.toISOString()).toBe(new Date(`${addDays(due, 1)}T17:00:00Z`).toISOString());
    // Later the same day: not yet.
    expect(await jobOn(ctx.app, due, 22).renewDue()).toBe(0);
    expect((await subscriptionRow(subscription._id)).failedCharges).toBe(1);

    expect(await jobOn(ctx.app, addDays(due, 1)).renewDue()).toBe(0);
    row = await subscriptionRow(subscription._id);
    expect(row.failedCharges).toBe(2);
    expect(row.retryAt?.toISOString()).toBe(new Date(`${addDays(due, 3)}T17:00:00Z`).toISOString());
    expect(await jobOn(ctx.app, addDays(due, 2)).renewDue()).toBe(0);
    expect((await subscriptionRow(subscription._id)).failedCharges).toBe(2);

    expect(await jobOn(ctx.app, addDays(due, 3)).renewDue()).toBe(0);
    row = await subscriptionRow(subscription._id);
    expect(row).toMatchObject({ status: 'paused', failedCharges: 3, retryAt: null });
    expect(await jobOn(ctx.app, addDays(due, 7)).renewDue()).toBe(0);

    expect(await renewalsOf(subscription._id)).toHaveLength(1);
    expect(await succeededCharges()).toBe(1);
    expect((await mailsTo('subscription_problem')).map((mail) => mail.subject)).toEqual([
      'Your card was declined',
      'Your card was declined',
      'Your subscription is paused',
    ]);
    expect(await eventsOf(subscription._id)).toEqual([
      'created',
      'renewed',
      'charge_failed',
      'charge_failed',
      'paused_after_failures',
    ]);

    // A new card, then resume: the next run charges it.
    const [mine] = (await call(customer, 'GET', '/api/subscriptions')).json().data;
    expect(mine).toMatchObject({ status: 'paused', failedCharges: 3 });
    expect(mine.lastChargeError).toBeTruthy();
    await ctx.database.db.update(simulatedCards).set({ outcome: 'succeed' });
    const newCard = await saveCard('5555555555554444');
    const changed = await call(customer, 'PATCH', `/api/subscriptions/${subscription._id}`, {
      savedCardId: newCard,
    });
    expect(changed.json().data).toMatchObject({ savedCard: { last4: '4444' }, failedCharges: 0 });
    const resumed = await call(customer, 'POST', `/api/subscriptions/${subscription._id}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    const nextDay = resumed.json().data.nextDate;
    expect(await jobOn(ctx.app, nextDay).renewDue()).toBe(1);
    expect(await succeededCharges()).toBe(2);
  });

  it('charges once when two instances race for the same card renewal', async () => {
    const cardId = await saveCard();
    const subscribed = [await subscribeByCard(cardId), await subscribeByCard(cardId)];
    const day = subscribed[0]!.subscription.nextDate;
    const counts = await Promise.all([jobOn(ctx.app, day).renewDue(), jobOn(second.app(), day).renewDue()]);
    expect(counts[0]! + counts[1]!).toBe(2);
    for (const { subscription } of subscribed) expect(await renewalsOf(subscription._id)).toHaveLength(2);
    expect(await succeededCharges()).toBe(4);
  });

  it('a process killed after charging leaves the renewal to the next run, charged once', async () => {
    const cardId = await saveCard();
    const { subscription } = await subscribeByCard(cardId);
    const day = subscription.nextDate;
    // The charge goes through and its order is written; the process dies before moving on.
    const dying = createSubscriptionsService({
      db: ctx.app.db,
      orders: ctx.app.orders,
      payments: {
        chargeRenewal: async (input) => {
          await ctx.app.payments.chargeRenewal(input);
          throw new Error('the process died');
        },
      },
      mail: ctx.app.mail,
      now: () => new Date(`${day}T17:00:00Z`),
    });
    await expect(dying.renewDue()).rejects.toThrow('the process died');
    // Its lease holds the subscription for a while: another process leaves it alone…
    expect(await jobOn(ctx.app, day).renewDue()).toBe(0);
    // …then finds the paid charge by its key and moves on without charging again.
    expect(await jobOn(ctx.app, day, 18).renewDue()).toBe(1);
    expect(await renewalsOf(subscription._id)).toHaveLength(2);
    expect(await succeededCharges()).toBe(2);
    expect((await subscriptionRow(subscription._id)).nextDate).toBe(addDays(day, 14));
    const keys = await ctx.database.db.select({ key: payments.idempotencyKey }).from(payments);
    expect(keys.filter((row) => row.key?.startsWith('renewal:'))).toHaveLength(2);
  });
});

describe('the customer’s changes and the reminder', () => {
  async function subscribeCash(everyWeeks = 2) {
    const res = await call(customer, 'POST', '/api/subscriptions', { everyWeeks, order: order() });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.subscription as { _id: string; nextDate: string };
  }

  it('reminds the customer 3 days before each renewal, once', async () => {
    const { _id: id, nextDate } = await subscribeCash();
    expect(await jobOn(ctx.app, addDays(nextDate, -4)).remindUpcoming()).toBe(0);
    expect(await jobOn(ctx.app, addDays(nextDate, -3)).remindUpcoming()).toBe(1);
    expect(await jobOn(ctx.app, addDays(nextDate, -2)).remindUpcoming()).toBe(0);
    const [reminder] = await mailsTo('subscription_reminder');
    expect(reminder!.subject).toMatch(/^Your coffee is ordered on \w+day, \w+ \d+$/);
    const [row] = await ctx.database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'subscription_reminder'));
    const rendered = await ctx.app.mail.get(row!.id);
    expect(rendered!.text).toContain('To skip it, change it, or order it now');
    expect(rendered!.text).toContain('2 × Kayanza Powder');
    expect(rendered!.text).toMatch(/Each order is 10 % off/);
    expect(rendered!.html).toContain('/account/subscriptions');
    // Skipped: the renewal after it gets its own reminder.
    await call(customer, 'POST', `/api/subscriptions/${id}/skip`);
    expect(await jobOn(ctx.app, addDays(nextDate, 11)).remindUpcoming()).toBe(1);
    expect(await mailsTo('subscription_reminder')).toHaveLength(2);
  });

  it('writes a French customer’s subscription e-mails in French', async () => {
    customer = await ctx.loginAs('customer', { name: 'Aline Abonnée', preferredLocale: 'fr-CA' });
    const { _id: id } = await subscribeCash();
    await call(customer, 'POST', `/api/subscriptions/${id}/pause`);
    const [created, paused] = await mailsTo('subscription_changed');
    expect(created!.subject).toBe('Votre abonnement au café est en place');
    expect(paused!.subject).toBe('Votre abonnement est en pause');
    const [row] = await ctx.database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.kind, 'subscription_changed'), eq(outboxMessages.subject, paused!.subject)),
      );
    const rendered = await ctx.app.mail.get(row!.id);
    expect(rendered!.text).toContain('Votre abonnement est en pause, Aline Abonnée\u00a0: rien n’arrive');
    expect(rendered!.html).toContain('/fr/account/subscriptions');

    // Short of stock, the renewal waits and the customer reads why in French.
    await call(customer, 'POST', `/api/subscriptions/${id}/resume`);
    const [row2] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    await ctx.database.db.update(products).set({ stock: 1 }).where(eq(products.id, bag.id));
    expect(await jobOn(ctx.app, row2!.nextDate).renewDue()).toBe(0);
    const [waiting] = await ctx.database.db
      .select({ id: outboxMessages.id, subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'subscription_problem'));
    expect(waiting!.subject).toBe('Votre café attend du stock');
    const told = await ctx.app.mail.get(waiting!.id);
    expect(told!.text).toContain('Il ne reste que 1 exemplaire de Kayanza Powder');
    expect(told!.text).not.toContain(' left of ');
  });

  it('swaps the coffee, changes quantities, adds a one-off extra and switches to pickup', async () => {
    const { _id: id, nextDate } = await subscribeCash();
    const swapped = await call(customer, 'PATCH', `/api/subscriptions/${id}`, {
      lines: [{ productId: granule.id, quantity: 3 }],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().data.lines).toEqual([
      { productId: granule.id, name: 'Ngozi Granules', quantity: 3, price: 16 },
    ]);
    const extra = await call(customer, 'PUT', `/api/subscriptions/${id}/extras`, {
      lines: [{ productId: bag.id, quantity: 1 }],
    });
    expect(extra.json().data.extras).toEqual([
      { productId: bag.id, name: 'Kayanza Powder', quantity: 1, price: 19.5 },
    ]);
    const pickup = await call(customer, 'PATCH', `/api/subscriptions/${id}`, { fulfillmentMethod: 'pickup' });
    expect(pickup.json().data).toMatchObject({ fulfillmentMethod: 'pickup' });

    expect(await jobOn(ctx.app, nextDate).renewDue()).toBe(1);
    const renewal = (await renewalsOf(id))[1]!;
    expect(renewal).toMatchObject({ fulfillmentMethod: 'pickup', subtotalCents: 3 * 1600 + 1950 });
    const [after] = (await call(customer, 'GET', '/api/subscriptions')).json().data;
    // The extra was for that delivery only.
    expect(after.extras).toEqual([]);
    expect(after.lines).toHaveLength(1);
    expect((await mailsTo('subscription_changed')).map((mail) => mail.subject)).toEqual([
      'Your coffee subscription is on',
      'Your subscription is changed',
      'Your extras are added to the next delivery',
      'Your subscription is changed',
    ]);
  });

  it('refuses a change that cannot hold, and changes nothing', async () => {
    const { _id: id } = await subscribeCash();
    const cases: [object, number, string][] = [
      [{ lines: [] }, 400, 'validation_failed'],
      [
        { lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
        422,
        'product_unavailable',
      ],
      [{ paymentMethod: 'stripe' }, 422, 'subscription_card_required'],
      [{ everyWeeks: 3 }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const res = await call(customer, 'PATCH', `/api/subscriptions/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code).toBe(code);
    }
    const [unchanged] = (await call(customer, 'GET', '/api/subscriptions')).json().data;
    expect(unchanged).toMatchObject({ paymentMethod: 'cash', everyWeeks: 2, savedCard: null });
    expect(unchanged.lines).toHaveLength(1);
  });

  it('orders the next one now, once a day, and keeps the rhythm from today', async () => {
    const today = await storeToday();
    const { _id: id, nextDate } = await subscribeCash();
    // Subscribing placed today's order: "order now" the same day would be a second one.
    const sameDay = await call(customer, 'POST', `/api/subscriptions/${id}/order-now`);
    expect(sameDay.statusCode).toBe(409);
    expect(sameDay.json()).toMatchObject({ code: 'subscription_already_today' });

    const tomorrow = jobOn(ctx.app, addDays(today, 1));
    const placed = await tomorrow.orderNow(
      { id: customer.id, role: 'customer', preferredLocale: 'en-CA' },
      id,
    );
    expect(placed.order).toMatchObject({ isSubscriptionOrder: true });
    expect(placed.subscription.nextDate).toBe(addDays(today, 15));
    expect(await jobOn(ctx.app, nextDate).renewDue()).toBe(0);
    expect((await renewalsOf(id)).map((row) => row.renewalOf)).toEqual([today, addDays(today, 1)]);
    expect(await eventsOf(id)).toEqual(['created', 'order_now']);
  });

  it('prices without the subscriber discount once the owner switches it off', async () => {
    const { _id: id, nextDate } = await subscribeCash();
    const [first] = await renewalsOf(id);
    expect(first!.discountCents).toBe(390);
    await ctx.database.db
      .update(discountCodes)
      .set({ active: false })
      .where(eq(discountCodes.code, 'SUBSCRIBER'));
    expect(await jobOn(ctx.app, nextDate).renewDue()).toBe(1);
    expect((await renewalsOf(id))[1]!.discountCents).toBe(0);
    const [mine] = (await call(customer, 'GET', '/api/subscriptions')).json().data;
    expect(mine.discountPercent).toBeNull();
  });

  it('keeps the subscriber discount from an ordinary checkout', async () => {
    const typed = await call(customer, 'POST', '/api/orders', { ...order(), promoCode: 'SUBSCRIBER' });
    expect(typed.statusCode).toBe(422);
    expect(typed.json()).toMatchObject({ code: 'promo_unknown' });
    const offer = await ctx.app.inject({ method: 'GET', url: '/api/subscriptions/offer' });
    expect(offer.json().data).toEqual({ discountPercent: 10, intervals: [2, 4, 6] });
    const quoted = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: { products: [{ product: bag.id, quantity: 2 }], subscribe: true },
    });
    expect(quoted.json().data).toMatchObject({ discount: 3.9 });
  });
});

describe('a cash renewal at the door', () => {
  it('goes through the courier’s hand-over like any cash order, and is paid there', async () => {
    const admin = await ctx.loginAs('admin');
    const courier = await ctx.loginAs('delivery', { name: 'Jean Courier' });
    const res = await call(customer, 'POST', '/api/subscriptions', { everyWeeks: 2, order: order() });
    const { _id: id, nextDate } = res.json().data.subscription;
    expect(await jobOn(ctx.app, nextDate).renewDue()).toBe(1);
    const renewal = (await renewalsOf(id))[1]!;

    const [person] = await ctx.database.db
      .select({ id: deliveryPersons.id })
      .from(deliveryPersons)
      .where(eq(deliveryPersons.userId, courier.id));
    const assigned = await call(admin, 'PATCH', `/api/delivery/admin/orders/${renewal.id}/assign`, {
      deliveryPersonId: person!.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const picked = await call(courier, 'PATCH', `/api/delivery/orders/${renewal.id}/status`, {
      status: 'picked_up',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const delivered = await call(courier, 'PATCH', `/api/delivery/orders/${renewal.id}/status`, {
      status: 'delivered',
      pin: await handOverPinOf(ctx.app.db, renewal.id),
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const seen = (await call(customer, 'GET', `/api/orders/${renewal.id}`)).json().data;
    expect(seen).toMatchObject({
      status: 'delivered',
      paymentStatus: 'completed',
      isSubscriptionOrder: true,
      totalAmount: 45.1,
    });
  });
});
