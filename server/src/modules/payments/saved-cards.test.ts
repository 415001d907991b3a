import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createProduct, createUser } from '../../db/factories';
import { orders, simulatedCards } from '../../db/schema/index';
import { createTestDatabase, resetDatabase, testConfig } from '../../../test/helpers';

// Every log line the app writes, at the chattiest level, to be searched for card numbers.
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let app: App;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let bag: { id: string };
const answers: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: { level: 'trace', stream: logStream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});
beforeEach(async () => {
  await resetDatabase(database);
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
    name: `Card Holder ${counter}`,
    email: `holder-${counter}@example.test`,
    password: 'correct-horse-battery',
  });
  return { id: user.id, headers: { authorization: `Bearer ${app.signToken(user)}` } };
}

/** Every request goes through here so its answer can be searched afterwards. */
async function call(user: Shopper | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers: user?.headers ?? {}, payload });
  answers.push(res.body);
  return res;
}

const orderData = {
  products: [{ product: '', quantity: 1 }],
  delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
  payment: { method: 'stripe' },
};

async function openIntent(user: Shopper) {
  const res = await call(user, 'POST', '/api/payments/create-intent', {
    orderData: { ...orderData, products: [{ product: bag.id, quantity: 1 }] },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { paymentIntentId: string; clientSecret: string };
}

async function saveCard(user: Shopper, cardNumber: string, cvc = '7319') {
  const res = await call(user, 'POST', `/api/users/${user.id}/payment-methods`, {
    cardNumber,
    expiryDate: '12/30',
    cardholderName: 'Sarah Thompson',
    cvc,
  });
  expect(res.statusCode).toBe(201);
  const cards = res.json().user.paymentMethods as { _id: string; last4: string }[];
  const card = cards.find((c) => c.last4 === cardNumber.replace(/\D/g, '').slice(-4));
  if (!card) throw new Error('saved card missing');
  return card._id;
}

const payWithSaved = (user: Shopper, intent: { paymentIntentId: string; clientSecret: string }, id: string) =>
  call(user, 'POST', '/api/payments/simulated/confirm-saved', { ...intent, paymentMethodId: id });

const confirm = (user: Shopper, paymentIntentId: string) =>
  call(user, 'POST', '/api/payments/confirm-payment', { paymentIntentId });

describe('saved cards at checkout (simulated provider)', () => {
  it('charges a saved 4242 card by its token and makes the order', async () => {
    const me = await shopper();
    const cardId = await saveCard(me, '4242 4242 4242 4242');
    const [vault] = await database.db.select().from(simulatedCards);
    expect(vault).toMatchObject({ brand: 'visa', last4: '4242', outcome: 'succeed' });
    expect(vault?.token).toMatch(/^pm_sim_/);

    const intent = await openIntent(me);
    const paid = await payWithSaved(me, intent, cardId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'succeeded',
      brand: 'visa',
      last4: '4242',
      error: null,
    });
    const order = await confirm(me, intent.paymentIntentId);
    expect(order.statusCode).toBe(200);
    expect(order.json().data).toMatchObject({ paymentStatus: 'completed' });
  });

  it('keeps the extra confirmation step of a saved 4000 0025 0000 3155', async () => {
    const me = await shopper();
    const cardId = await saveCard(me, '4000 0025 0000 3155');
    const intent = await openIntent(me);
    expect((await payWithSaved(me, intent, cardId)).json().data).toMatchObject({
      status: 'requires_action',
      error: null,
    });
    expect((await confirm(me, intent.paymentIntentId)).statusCode).toBe(422);
    expect(await database.db.select().from(orders)).toHaveLength(0);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 9979', 'Your card was declined.'],
    [
      '4012 8888 8888 1881',
      'Your card was declined. This shop takes test cards only, such as 4242 4242 4242 4242.',
    ],
  ])('refuses to save %s as a SetupIntent would, keeping the default card', async (number, error) => {
    const me = await shopper();
    const defaultId = await saveCard(me, '4242 4242 4242 4242');
    // Not kept with the other answers: a non-test card's sentence names 4242 4242 4242 4242 as
    // an example, which the search for leaked numbers below would take for a leak.
    const res = await app.inject({
      method: 'POST',
      url: `/api/users/${me.id}/payment-methods`,
      headers: me.headers,
      payload: { cardNumber: number, expiryDate: '12/30', cardholderName: 'Sarah Thompson', isDefault: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, error, code: 'card_declined' });
    const profile = (await call(me, 'GET', `/api/users/${me.id}`)).json().user as {
      paymentMethods: { _id: string; isDefault: boolean }[];
    };
    expect(profile.paymentMethods).toEqual([expect.objectContaining({ _id: defaultId, isDefault: true })]);
    expect(await database.db.select().from(simulatedCards)).toHaveLength(1);
  });

  it('answers the refusal in the shopper’s language', async () => {
    const me = await shopper();
    const res = await app.inject({
      method: 'POST',
      url: `/api/users/${me.id}/payment-methods`,
      headers: { ...me.headers, 'accept-language': 'fr-CA' },
      payload: { cardNumber: '4000000000000002', expiryDate: '12/30', cardholderName: 'Sarah Thompson' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'Votre carte a été refusée.', code: 'card_declined' });
  });

  it('still declines at payment a card kept in the vault before saving checked it', async () => {
    const me = await shopper();
    const cardId = await saveCard(me, '4242 4242 4242 4242');
    await database.db.update(simulatedCards).set({ outcome: 'decline' });
    const intent = await openIntent(me);
    expect((await payWithSaved(me, intent, cardId)).json().data).toMatchObject({
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    expect((await confirm(me, intent.paymentIntentId)).statusCode).toBe(422);
  });

  it('refuses another shopper’s saved card, an unknown id and a wrong client secret', async () => {
    const me = await shopper();
    const other = await shopper();
    const theirs = await saveCard(other, '4242424242424242');
    const mine = await saveCard(me, '4242424242424242');
    const intent = await openIntent(me);
    const foreign = await payWithSaved(me, intent, theirs);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Saved card not found.');
    expect((await payWithSaved(me, intent, 'not-a-card')).statusCode).toBe(404);
    expect((await payWithSaved(me, { ...intent, clientSecret: 'pi_wrong_secret_x' }, mine)).statusCode).toBe(
      404,
    );
    expect((await call(me, 'POST', '/api/payments/simulated/confirm-saved', {})).statusCode).toBe(400);
    expect((await confirm(me, intent.paymentIntentId)).statusCode).toBe(422);
  });
});

describe('the provider-neutral saved-card calls in simulated mode', () => {
  it('charges through POST /payments/confirm-saved as the simulated route does; no SetupIntents', async () => {
    const me = await shopper();
    const other = await shopper();
    const cardId = await saveCard(me, '4242 4242 4242 4242');
    const theirs = await saveCard(other, '4242 4242 4242 4242');
    const intent = await openIntent(me);
    const foreign = await call(me, 'POST', '/api/payments/confirm-saved', {
      ...intent,
      paymentMethodId: theirs,
    });
    expect(foreign.statusCode).toBe(404);
    const paid = await call(me, 'POST', '/api/payments/confirm-saved', {
      ...intent,
      paymentMethodId: cardId,
    });
    expect(paid.json().data).toMatchObject({ status: 'succeeded', last4: '4242' });
    expect((await confirm(me, intent.paymentIntentId)).statusCode).toBe(200);
    const setup = await call(me, 'POST', `/api/users/${me.id}/payment-methods/setup-intent`);
    expect(setup.statusCode).toBe(404);
    expect(setup.json().error).toBe('Stripe is not the card provider in use.');
  });
});

describe('no card number in any answer, log line or table', () => {
  it('keeps full numbers and CVCs out of answers, logs and every table', async () => {
    const me = await shopper();
    // Saved cards, a refused one (bad Luhn) among them.
    await saveCard(me, '4242 4242 4242 4242', '7319');
    const refused = await call(me, 'POST', `/api/users/${me.id}/payment-methods`, {
      cardNumber: '4000 0566 5566 5551',
      expiryDate: '12/30',
      cardholderName: 'Sarah Thompson',
      cvc: '7319',
    });
    expect(refused.statusCode).toBe(400);
    await call(me, 'GET', `/api/users/${me.id}`);

    // The simulated card form: declined, then the extra step, then success and the order.
    const intent = await openIntent(me);
    const card = (number: string) => ({ number, expiry: '12/30', cvc: '7319', name: 'Sarah Thompson' });
    for (const number of ['4000 0000 0000 0002', '4000002500003155']) {
      await call(me, 'POST', '/api/payments/simulated/confirm', { ...intent, card: card(number) });
    }
    await call(me, 'POST', '/api/payments/simulated/authenticate', { ...intent, approve: true });
    expect((await confirm(me, intent.paymentIntentId)).statusCode).toBe(200);
    const second = await openIntent(me);
    await call(me, 'POST', '/api/payments/simulated/confirm', {
      ...second,
      card: card('4242 4242 4242 4242'),
    });
    expect((await confirm(me, second.paymentIntentId)).statusCode).toBe(200);
    await call(me, 'GET', `/api/payments/status?payment_intent=${second.paymentIntentId}`);

    // Every public table, as JSON.
    const { rows } = (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { tablename: string }[] };
    expect(rows.length).toBeGreaterThan(10);
    const dumps: string[] = [];
    for (const { tablename } of rows) {
      const dump = (await database.db.execute(
        sql.raw(`select coalesce(json_agg(t), '[]'::json)::text as rows from "${tablename}" t`),
      )) as unknown as { rows: { rows: string }[] };
      dumps.push(`${tablename}: ${dump.rows[0]?.rows ?? ''}`);
    }

    const haystacks = { answers: answers.join('\n'), logs: logLines.join(''), tables: dumps.join('\n') };
    // The checks would be worthless if nothing had been captured.
    expect(haystacks.logs).toContain('/api/payments/simulated/confirm');
    expect(haystacks.tables).toContain('"last4":"4242"');
    const numbers = [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4000000000000002',
      '4000 0000 0000 0002',
      '4000002500003155',
      '4000056655665551',
      '4000 0566 5566 5551',
    ];
    for (const [where, text] of Object.entries(haystacks)) {
      for (const number of numbers) expect(text, `${number} in ${where}`).not.toContain(number);
      // The CVC as a value of its own (not a piece of an id or a timestamp).
      expect(text, `CVC in ${where}`).not.toMatch(/(^|[^0-9a-z])7319([^0-9a-z]|$)/i);
      expect(text.toLowerCase(), `cvc field in ${where}`).not.toContain('"cvc"');
    }
  });
});
