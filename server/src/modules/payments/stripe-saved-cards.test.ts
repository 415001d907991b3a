import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createProduct, createUser } from '../../db/factories';
import { orders, paymentMethods, users } from '../../db/schema/index';
import { createTestDatabase, resetDatabase, testConfig } from '../../../test/helpers';
import { StripeStandIn } from '../../../test/stripe-stand-in';

// Every log line the app writes, to be searched for card numbers.
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const standIn = new StripeStandIn();
let app: App;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let bag: { id: string };

beforeAll(async () => {
  const base = await standIn.start();
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({
      STRIPE_SECRET_KEY: 'sk_test_ikawa',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_ikawa',
      STRIPE_API_BASE: base,
    }),
    database,
    logger: { level: 'trace', stream: logStream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
  await standIn.stop();
});
beforeEach(async () => {
  await resetDatabase(database);
  standIn.failVault = false;
  bag = await createProduct(database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 19.5,
    weight: 0.5,
    type: 'powder',
    stock: 50,
  });
});

interface Shopper {
  id: string;
  headers: { authorization: string };
}

let counter = 0;
async function shopper(): Promise<Shopper> {
  counter += 1;
  const user = await createUser(database.db, {
    name: `Stripe Holder ${counter}`,
    email: `stripe-holder-${counter}@example.test`,
    password: 'correct-horse-battery',
  });
  return { id: user.id, headers: { authorization: `Bearer ${app.signToken(user)}` } };
}

const call = (user: Shopper, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: user.headers, payload });

/** What the account page does: a SetupIntent, Stripe.js confirms it, then the pm_… is posted. */
async function saveCard(
  user: Shopper,
  testCard: Parameters<StripeStandIn['confirmSetup']>[1] = 'pm_card_visa',
  extra: object = {},
) {
  const setup = await call(user, 'POST', `/api/users/${user.id}/payment-methods/setup-intent`);
  expect(setup.statusCode).toBe(200);
  const { setupIntentId, clientSecret } = setup.json().data as {
    setupIntentId: string;
    clientSecret: string;
  };
  expect(clientSecret).toContain('_secret_');
  const paymentMethodId = standIn.confirmSetup(setupIntentId, testCard);
  const res = await call(user, 'POST', `/api/users/${user.id}/payment-methods`, {
    paymentMethodId,
    cardholderName: 'Sarah Thompson',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  const cards = res.json().user.paymentMethods as { _id: string; last4: string }[];
  const [row] = await database.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.providerToken, paymentMethodId));
  if (!row) throw new Error('saved card missing');
  expect(cards.map((c) => c._id)).toContain(row.id);
  return { id: row.id, paymentMethodId };
}

async function openIntent(user: Shopper) {
  const res = await call(user, 'POST', '/api/payments/create-intent', {
    orderData: {
      products: [{ product: bag.id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
      payment: { method: 'stripe' },
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { paymentIntentId: string; clientSecret: string };
}

const payWithSaved = (user: Shopper, intent: { paymentIntentId: string; clientSecret: string }, id: string) =>
  call(user, 'POST', '/api/payments/confirm-saved', { ...intent, paymentMethodId: id });

const confirm = (user: Shopper, paymentIntentId: string) =>
  call(user, 'POST', '/api/payments/confirm-payment', { paymentIntentId });

const confirmCalls = (intentId: string) =>
  standIn.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/confirm`);

describe('saving a card in Stripe mode (SetupIntent)', () => {
  it('makes one Customer per shopper, a SetupIntent for it, and keeps brand, last 4, expiry and the pm_ token', async () => {
    const me = await shopper();
    const first = await saveCard(me, 'pm_card_visa');
    const [user] = await database.db.select().from(users).where(eq(users.id, me.id));
    expect(user?.stripeCustomerId).toMatch(/^cus_/);
    const setupCall = standIn.requests.find((r) => r.path === '/v1/setup_intents');
    expect(setupCall?.body.get('customer')).toBe(user?.stripeCustomerId);
    expect(setupCall?.body.get('usage')).toBe('off_session');

    // A second card reuses the Customer.
    const customersBefore = standIn.customers.size;
    await saveCard(me, 'pm_card_mastercard', { isDefault: true });
    expect(standIn.customers.size).toBe(customersBefore);

    const profile = (await call(me, 'GET', `/api/users/${me.id}`)).json().user;
    expect(profile.paymentMethods).toEqual([
      {
        _id: expect.any(String),
        id: expect.any(String),
        brand: 'mastercard',
        last4: '4444',
        cardNumber: '•••• 4444',
        expiryDate: '12/34',
        cardholderName: 'Sarah Thompson',
        isDefault: true,
      },
      expect.objectContaining({ _id: first.id, brand: 'visa', last4: '4242', isDefault: false }),
    ]);
    expect(JSON.stringify(profile)).not.toContain('pm_');
    const rows = await database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, me.id));
    expect(rows.map((r) => r.providerToken)).toEqual(expect.arrayContaining([first.paymentMethodId]));
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('refuses a raw card number with a sentence, and stores nothing', async () => {
    const me = await shopper();
    const res = await call(me, 'POST', `/api/users/${me.id}/payment-methods`, {
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/30',
      cardholderName: 'Sarah Thompson',
      cvc: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Card numbers are not accepted here: please add the card with the secure card form, which sends it to Stripe.',
    );
    expect(res.body).not.toContain('4242');
    expect(await database.db.select().from(paymentMethods)).toHaveLength(0);
  });

  it('refuses a payment method that is unknown or attached to another shopper, and a repeat', async () => {
    const me = await shopper();
    const other = await shopper();
    const theirs = await saveCard(other, 'pm_card_visa');
    await call(me, 'POST', `/api/users/${me.id}/payment-methods/setup-intent`);
    for (const paymentMethodId of [theirs.paymentMethodId, 'pm_does_not_exist']) {
      const res = await call(me, 'POST', `/api/users/${me.id}/payment-methods`, {
        paymentMethodId,
        cardholderName: 'Sarah Thompson',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('This card could not be found at Stripe. Please add it again.');
    }
    const mine = await saveCard(me, 'pm_card_visa');
    const again = await call(me, 'POST', `/api/users/${me.id}/payment-methods`, {
      paymentMethodId: mine.paymentMethodId,
      cardholderName: 'Sarah Thompson',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This card is already saved.');
    // A test payment method sent directly (not through the SetupIntent) is attached to my Customer.
    const direct = await call(me, 'POST', `/api/users/${me.id}/payment-methods`, {
      paymentMethodId: 'pm_card_amex',
      cardholderName: 'Sarah Thompson',
    });
    expect(direct.statusCode).toBe(201);
    expect(direct.json().user.paymentMethods).toContainEqual(expect.objectContaining({ brand: 'amex' }));
  });

  it('lets only the shopper or an admin start a setup, and answers 503 when Stripe fails', async () => {
    const me = await shopper();
    const intruder = await shopper();
    const res = await call(intruder, 'POST', `/api/users/${me.id}/payment-methods/setup-intent`);
    expect(res.statusCode).toBe(404);
    const admin = await createUser(database.db, {
      name: 'Admin',
      email: 'admin-stripe@example.test',
      password: 'correct-horse-battery',
      role: 'admin',
    });
    const asAdmin = await app.inject({
      method: 'POST',
      url: `/api/users/${me.id}/payment-methods/setup-intent`,
      headers: { authorization: `Bearer ${app.signToken(admin)}` },
    });
    expect(asAdmin.statusCode).toBe(200);
    standIn.failVault = true;
    const down = await call(intruder, 'POST', `/api/users/${intruder.id}/payment-methods/setup-intent`);
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toBe('The card service did not answer. Please try again in a moment.');
  });

  it('edits the holder and expiry at Stripe too; deleting detaches the card, even when Stripe fails', async () => {
    const me = await shopper();
    const visa = await saveCard(me, 'pm_card_visa');
    const mc = await saveCard(me, 'pm_card_mastercard');
    const edited = await call(me, 'PUT', `/api/users/${me.id}/payment-methods/${visa.id}`, {
      cardholderName: 'S. Thompson',
      expiryDate: '06/33',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().user.paymentMethods).toContainEqual(
      expect.objectContaining({ _id: visa.id, cardholderName: 'S. Thompson', expiryDate: '06/33' }),
    );
    const atStripe = standIn.paymentMethods.get(visa.paymentMethodId);
    expect(atStripe?.billing_details.name).toBe('S. Thompson');
    expect(atStripe?.card).toMatchObject({ exp_month: 6, exp_year: 2033 });

    const deleted = await call(me, 'DELETE', `/api/users/${me.id}/payment-methods/${visa.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(standIn.paymentMethods.get(visa.paymentMethodId)?.customer).toBeNull();
    expect(deleted.json().user.paymentMethods).toEqual([
      expect.objectContaining({ _id: mc.id, isDefault: true }),
    ]);

    // Stripe down: the card still leaves the account (it can no longer be charged), no 500.
    standIn.failVault = true;
    const edit = await call(me, 'PUT', `/api/users/${me.id}/payment-methods/${mc.id}`, {
      cardholderName: 'Nobody',
    });
    expect(edit.statusCode).toBe(503);
    const gone = await call(me, 'DELETE', `/api/users/${me.id}/payment-methods/${mc.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().user.paymentMethods).toEqual([]);
    expect(logLines.join('')).toContain('detaching a deleted card at Stripe failed');
  });
});

describe('paying with a saved card in Stripe mode', () => {
  it('charges the saved payment method with the shopper’s Customer; the order is made once', async () => {
    const me = await shopper();
    const card = await saveCard(me, 'pm_card_visa');
    const intent = await openIntent(me);
    const paid = await payWithSaved(me, intent, card.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'succeeded',
      error: null,
      brand: 'visa',
      last4: '4242',
    });
    const [user] = await database.db.select().from(users).where(eq(users.id, me.id));
    expect(standIn.intents.get(intent.paymentIntentId)).toMatchObject({
      customer: user?.stripeCustomerId,
      payment_method: card.paymentMethodId,
      status: 'succeeded',
    });
    expect(confirmCalls(intent.paymentIntentId)[0]?.body.get('return_url')).toMatch(/\/payment-success$/);

    const order = await confirm(me, intent.paymentIntentId);
    expect(order.statusCode).toBe(200);
    expect(order.json().data).toMatchObject({ paymentStatus: 'completed' });
    expect((await confirm(me, intent.paymentIntentId)).json().data._id).toBe(order.json().data._id);
    // Paying again does not charge again.
    const again = await payWithSaved(me, intent, card.id);
    expect(again.statusCode).toBe(409);
    expect(confirmCalls(intent.paymentIntentId)).toHaveLength(1);
    expect(await database.db.select().from(orders)).toHaveLength(1);
  });

  it('answers a declined saved card with Stripe’s message and makes no order', async () => {
    const me = await shopper();
    const card = await saveCard(me, 'pm_card_chargeDeclined');
    const intent = await openIntent(me);
    const paid = await payWithSaved(me, intent, card.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    const order = await confirm(me, intent.paymentIntentId);
    expect(order.statusCode).toBe(422);
    expect(order.json().error).toBe('Your card was declined.');
    expect(await database.db.select().from(orders)).toHaveLength(0);
    // The shopper may then pay the same intent with another card.
    const visa = await saveCard(me, 'pm_card_visa');
    expect((await payWithSaved(me, intent, visa.id)).json().data.status).toBe('succeeded');
    expect((await confirm(me, intent.paymentIntentId)).statusCode).toBe(200);
  });

  it('answers requires_action for the browser to finish with Stripe.js', async () => {
    const me = await shopper();
    const card = await saveCard(me, 'pm_card_authenticationRequired');
    const intent = await openIntent(me);
    expect((await payWithSaved(me, intent, card.id)).json().data).toMatchObject({
      status: 'requires_action',
      error: null,
    });
    expect((await confirm(me, intent.paymentIntentId)).statusCode).toBe(422);
    standIn.authenticate(intent.paymentIntentId); // Stripe.js handleNextAction in the browser
    expect((await confirm(me, intent.paymentIntentId)).statusCode).toBe(200);
  });

  it('never charges another shopper’s card, an unknown card, or with a wrong client secret', async () => {
    const me = await shopper();
    const other = await shopper();
    const theirs = await saveCard(other, 'pm_card_visa');
    const mine = await saveCard(me, 'pm_card_visa');
    const intent = await openIntent(me);
    const foreign = await payWithSaved(me, intent, theirs.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Saved card not found.');
    expect((await payWithSaved(me, intent, 'not-a-card')).statusCode).toBe(404);
    expect(
      (await payWithSaved(me, { ...intent, clientSecret: 'pi_x_secret_wrong' }, mine.id)).statusCode,
    ).toBe(404);
    // Their intent with my card: not mine to pay.
    const theirIntent = await openIntent(other);
    expect((await payWithSaved(me, theirIntent, mine.id)).statusCode).toBe(404);
    expect(confirmCalls(intent.paymentIntentId)).toHaveLength(0);
    expect(confirmCalls(theirIntent.paymentIntentId)).toHaveLength(0);
    expect(standIn.intents.get(intent.paymentIntentId)?.status).toBe('requires_payment_method');
    expect(await database.db.select().from(orders)).toHaveLength(0);
  });

  it('refuses a card saved with the offline provider, and keeps the old simulated route answering 404', async () => {
    const me = await shopper();
    const [row] = await database.db
      .insert(paymentMethods)
      .values({
        userId: me.id,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        cardholderName: 'Sarah Thompson',
        providerToken: 'pm_sim_0123456789abcdef01234567',
      })
      .returning();
    const intent = await openIntent(me);
    const res = await payWithSaved(me, intent, row?.id ?? '');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/offline test provider/);
    const old = await call(me, 'POST', '/api/payments/simulated/confirm-saved', {
      ...intent,
      paymentMethodId: row?.id,
    });
    expect(old.statusCode).toBe(404);
    expect(confirmCalls(intent.paymentIntentId)).toHaveLength(0);
  });

  it('keeps card numbers and CVCs out of answers, logs and every table', async () => {
    const me = await shopper();
    const card = await saveCard(me, 'pm_card_visa');
    await call(me, 'POST', `/api/users/${me.id}/payment-methods`, {
      cardNumber: '4000 0566 5566 5556',
      expiryDate: '12/30',
      cardholderName: 'Sarah Thompson',
      cvc: '7319',
    });
    const intent = await openIntent(me);
    await payWithSaved(me, intent, card.id);
    await confirm(me, intent.paymentIntentId);
    const { rows } = (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { tablename: string }[] };
    const dumps: string[] = [];
    for (const { tablename } of rows) {
      const dump = (await database.db.execute(
        sql.raw(`select coalesce(json_agg(t), '[]'::json)::text as rows from "${tablename}" t`),
      )) as unknown as { rows: { rows: string }[] };
      dumps.push(dump.rows[0]?.rows ?? '');
    }
    const tables = dumps.join('\n');
    expect(tables).toContain(card.paymentMethodId);
    expect(tables).toContain('"last4":"4242"');
    for (const text of [tables, logLines.join('')]) {
      for (const number of ['4000056655665556', '4000 0566 5566 5556', '4242424242424242']) {
        expect(text).not.toContain(number);
      }
      expect(text).not.toMatch(/(^|[^0-9a-z])7319([^0-9a-z]|$)/i);
    }
  });
});

describe('a subscription paid by a card kept at Stripe', () => {
  it('charges the saved card without the shopper present (off_session)', async () => {
    const me = await shopper();
    const card = await saveCard(me);
    const res = await call(me, 'POST', '/api/subscriptions', {
      everyWeeks: 4,
      order: {
        products: [{ product: bag.id, quantity: 2 }],
        delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
        payment: { method: 'stripe' },
      },
      savedCardId: card.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, subscription } = res.json().data;
    expect(order).toMatchObject({ paymentStatus: 'completed', isSubscriptionOrder: true });
    expect(subscription).toMatchObject({
      savedCard: { id: card.id, last4: '4242' },
      paymentMethod: 'stripe',
    });
    const [payment] = await database.db
      .execute<{ intent_id: string }>(
        sql`select intent_id from payments where idempotency_key like 'renewal:%'`,
      )
      .then((result) => (result as unknown as { rows: { intent_id: string }[] }).rows);
    const calls = confirmCalls(payment!.intent_id);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body.get('off_session')).toBe('true');
    expect(calls[0]?.body.get('return_url')).toMatch(/\/account\/subscriptions$/);
    expect(standIn.intents.get(payment!.intent_id)).toMatchObject({
      payment_method: card.paymentMethodId,
      status: 'succeeded',
    });
  });
});
