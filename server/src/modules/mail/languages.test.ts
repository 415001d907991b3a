import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { newsletterSubscriptions, orders, users } from '../../db/schema/index';
import { REGISTERED_EVERYWHERE, saveSettings, type TestUser, useTestApp } from '../../../test/helpers';
import { startTestSmtp } from '../../../test/smtp';

/**
 * The server in the customer's language: API errors in the request's language (codes unchanged),
 * the account's language from sign-up and the profile, and an order's e-mails, receipt (HTML and
 * PDF) in the language it was placed in; a sale supplied in Québec invoiced in French.
 */
const smtp = await startTestSmtp();
const ctx = useTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });
afterAll(() => smtp.close());

let bag: { id: string };
beforeEach(async () => {
  // The tests of taxes on these sales: the shop holds every registration.
  await saveSettings(ctx, { taxRegistrations: REGISTERED_EVERYWHERE });
  smtp.messages.length = 0;
  // Two bags make "1 234,50 $": money in the reader's format, thousands included.
  bag = await createProduct(ctx.database.db, {
    name: 'Kayanza Kinyovu Ground',
    description: 'd',
    price: 617.25,
    weight: 0.5,
    type: 'powder',
    stock: 100,
    fr: { name: 'Café moulu Kayanza Kinyovu', description: 'd' },
  });
});

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };
/** French spaces (no-break, narrow no-break) read as plain ones. */
const plain = (text: string | undefined) => (text ?? '').replace(/\s/g, ' ');
const FRENCH_DATE =
  /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/;

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { user?: TestUser; headers?: Record<string, string>; payload?: object } = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...options.user?.headers, ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });

const setLocale = (user: TestUser, locale: 'en-CA' | 'fr-CA') =>
  ctx.database.db.update(users).set({ preferredLocale: locale }).where(eq(users.id, user.id));

async function placeCash(customer: TestUser, postalCode: string) {
  const res = await inject('POST', '/api/orders', {
    user: customer,
    payload: {
      products: [{ product: bag.id, quantity: 2 }],
      delivery: {
        fulfillmentMethod: 'delivery',
        method: 'standard',
        address: {
          street: '4 rue Principale',
          city: 'Ville',
          postalCode,
          country: 'CA',
          phone: '+14165550100',
        },
      },
      payment: { method: 'cash' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; number: string };
}

const runMail = () => ctx.app.jobs.runMailOnce();
const mailTo = (email: string) => smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === email);

describe('API errors', () => {
  it('answer in the request’s language, with the same code; English without the header', async () => {
    const customer = await ctx.loginAs('customer');
    const missing = `/api/orders/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;
    const french = await inject('GET', missing, { user: customer, headers: FRENCH });
    const english = await inject('GET', missing, { user: customer });
    expect(french.statusCode).toBe(404);
    expect(french.json()).toEqual({ success: false, error: 'Commande introuvable', code: 'not_found' });
    expect(english.json()).toEqual({ success: false, error: 'Order not found', code: 'not_found' });

    const login = await inject('POST', '/api/auth/login', {
      headers: { 'accept-language': 'fr' },
      payload: { email: customer.email, password: 'not-the-password' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ error: 'Identifiants invalides', code: 'invalid_credentials' });

    // Errors the framework raises, and a sentence with values.
    const badJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...FRENCH, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.json()).toMatchObject({
      error: 'Le corps de la requête n’est pas du JSON valide.',
      code: 'invalid_json',
    });
    const tooMany = await inject('POST', '/api/orders', {
      user: customer,
      headers: FRENCH,
      payload: {
        products: [{ product: bag.id, quantity: 60 }],
        delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
        payment: { method: 'cash' },
      },
    });
    expect(tooMany.json().code).toBe('unpaid_cash_limit');
    expect(plain(tooMany.json().error)).toContain(
      'Les commandes payables en argent comptant non payées sont limitées à 50 articles et 2 000,00 $ par compte',
    );
  });
});

describe('the account’s language', () => {
  it('is the sign-up page’s language, else the browser’s, and the welcome e-mail is written in it', async () => {
    const withField = await inject('POST', '/api/auth/register', {
      payload: {
        name: 'Aline',
        email: 'aline@example.test',
        password: 'correct-horse-battery',
        locale: 'fr-CA',
      },
    });
    expect(withField.statusCode, withField.body).toBe(201);
    expect(withField.json().user.preferredLocale).toBe('fr-CA');
    const fromHeader = await inject('POST', '/api/auth/register', {
      headers: FRENCH,
      payload: { name: 'Brice', email: 'brice@example.test', password: 'correct-horse-battery' },
    });
    expect(fromHeader.json().user.preferredLocale).toBe('fr-CA');
    const english = await inject('POST', '/api/auth/register', {
      payload: { name: 'Carl', email: 'carl@example.test', password: 'correct-horse-battery' },
    });
    expect(english.json().user.preferredLocale).toBe('en-CA');

    await runMail();
    const [welcome] = mailTo('aline@example.test');
    expect(welcome?.subject).toBe('Bienvenue chez Ikawa Coffee');
    expect(welcome?.html).toMatch(/<html[^>]* lang="fr"/);
    expect(welcome?.html).toContain('https://shop.example/fr/shop');
    expect(mailTo('carl@example.test')[0]?.subject).toBe('Welcome to Ikawa Coffee');
  });

  it('changes with the profile, and the password reset e-mail follows it to the French pages', async () => {
    const customer = await ctx.loginAs('customer', { name: 'Aline Buyer' });
    const changed = await inject('PUT', `/api/users/${customer.id}`, {
      user: customer,
      payload: { preferredLocale: 'fr-CA' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(JSON.stringify(changed.json())).toContain('"preferredLocale":"fr-CA"');
    const refused = await inject('PUT', `/api/users/${customer.id}`, {
      user: customer,
      payload: { preferredLocale: 'fr-FR' },
    });
    expect(refused.statusCode).toBe(400);

    await inject('POST', '/api/auth/forgot-password', { payload: { email: customer.email } });
    await ctx.app.auth.settled();
    await runMail();
    const [reset] = mailTo(customer.email);
    expect(reset?.subject).toBe('Choisissez un nouveau mot de passe pour Ikawa Coffee');
    expect(reset?.text).toMatch(/https:\/\/shop\.example\/fr\/reset-password#token=[\w-]+/);
    expect(reset?.text).toContain('Bonjour Aline Buyer,');
  });

  it('of a newsletter subscriber is the form’s, kept with the subscription', async () => {
    const res = await inject('POST', '/api/newsletter', {
      headers: FRENCH,
      payload: { email: 'lectrice@example.test', consentVersion: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db
      .select({ locale: newsletterSubscriptions.locale })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'lectrice@example.test'));
    expect(row?.locale).toBe('fr-CA');
    await runMail();
    const [confirm] = mailTo('lectrice@example.test');
    expect(confirm?.subject).toBe('Confirmez votre abonnement à l’infolettre de Ikawa Coffee');
    expect(confirm?.text).toContain('https://shop.example/fr/newsletter/confirm?token=');
  });
});

describe('an order’s e-mails and receipt', () => {
  it('are in French for a French customer: words, money, dates and links', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer', { name: 'Aline Buyer' });
    await setLocale(customer, 'fr-CA');
    const order = await placeCash(customer, 'M5V 2T6');
    const [row] = await ctx.database.db.select({ locale: orders.locale }).from(orders);
    expect(row?.locale).toBe('fr-CA');

    await runMail();
    const number = order.number;
    const [confirmation] = mailTo(customer.email);
    expect(confirmation?.subject).toBe(`Votre commande Ikawa Coffee ${number} est confirmée`);
    const text = plain(confirmation?.text);
    expect(text).toContain('Merci, Aline Buyer !');
    // The line keeps the name the owner wrote in the order's language.
    expect(text).toContain('2 × Café moulu Kayanza Kinyovu (1/2 kg)');
    expect(text).toContain('1 234,50 $');
    expect(text).toContain('Paiement : Paiement à la livraison');
    // The promised day on the store's clock, as every screen writes it (formatDeliveryPromise).
    expect(text).toMatch(
      /Prévue d’ici le : (lundi|mardi|mercredi|jeudi|vendredi) \d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)/,
    );
    expect(confirmation?.html).toContain('https://shop.example/fr/account/orders');
    expect(confirmation?.text).toMatch(/https:\/\/shop\.example\/fr\/receipt\/[0-9a-f-]+\?token=/);
    // The shop's own message stays the shop's (English).
    expect(mailTo('hello@ikawa.test')[0]?.subject).toContain(`New order ${number}`);

    // Delivered and paid: the receipt, in the order's language.
    const delivered = await inject('PUT', `/api/admin/orders/${order._id}`, {
      user: admin,
      payload: { status: 'delivered' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const html = await inject('GET', `/api/orders/${order._id}/receipt`, { user: customer });
    const page = new JSDOM(html.body).window.document;
    expect(page.documentElement.lang).toBe('fr-CA');
    expect(page.querySelector('h2')?.textContent).toBe('Facture / Reçu');
    const facts = plain(page.querySelector('dl')?.textContent ?? '');
    expect(facts).toMatch(new RegExp(`Date de la facture${FRENCH_DATE.source}`));
    expect(facts).toContain('Paiement à la livraison (payé)');
    expect(facts).toContain('Lieu de fourniture' + 'Ontario');
    expect(plain(page.querySelector('table.totals')?.textContent ?? '')).toContain('Sous-total1 234,50 $');

    // An admin opening it sees the customer's document, not a page in the admin's language.
    const asAdmin = await inject('GET', `/api/orders/${order._id}/receipt?format=pdf`, { user: admin });
    expect(asAdmin.headers['content-disposition']).toBe('inline; filename="facture-INV-000001.pdf"');
    const { text: pdf } = await extractText(await getDocumentProxy(new Uint8Array(asAdmin.rawPayload)), {
      mergePages: true,
    });
    for (const expected of [
      'Facture / Reçu',
      'INV-000001',
      'Client : Aline Buyer',
      'Sous-total',
      '1 234,50 $',
      'TVH 13 %',
    ])
      expect(plain(pdf)).toContain(expected);
    expect(plain(pdf)).toMatch(FRENCH_DATE);

    // The packing slip travels with the parcel in French; the admin's toolbar stays the admin's.
    const slips = await inject('GET', `/api/admin/packing-slips?ids=${order._id}`, { user: admin });
    const document = new JSDOM(slips.body).window.document;
    expect(document.querySelector('#print')?.textContent).toBe('Print');
    expect(document.querySelector('article.slip')?.getAttribute('lang')).toBe('fr-CA');
    expect(document.querySelector('article.slip h2')?.textContent).toBe(`Commande ${number}`);
    expect(plain(document.querySelector('article.slip')?.textContent ?? '')).toContain('Livraison standard');
  });

  it('gives an English account a French receipt for a sale supplied in Québec, its e-mails staying English', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer', { name: 'Bob Buyer' });
    const order = await placeCash(customer, 'H2X 1Y4');
    await inject('PUT', `/api/admin/orders/${order._id}`, { user: admin, payload: { status: 'delivered' } });
    await runMail();
    const subjects = mailTo(customer.email).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Your Ikawa Coffee order IK-\d+ is confirmed$/)]),
    );
    expect(subjects.some((subject) => subject?.includes('is delivered'))).toBe(true);

    const html = await inject('GET', `/api/orders/${order._id}/receipt`, { user: customer });
    const page = new JSDOM(html.body).window.document;
    expect(page.querySelector('h2')?.textContent).toBe('Facture / Reçu');
    const totals = plain(page.querySelector('table.totals')?.textContent ?? '');
    expect(totals).toContain('TPS 5 %');
    expect(totals).toContain('TVQ 9,975 %');
    expect(plain(page.querySelector('dl')?.textContent ?? '')).toContain('Lieu de fourniture' + 'Québec');
    // The same order outside Québec would be in English: an Ontario one is.
    const ontario = await placeCash(customer, 'M5V 2T6');
    await inject('PUT', `/api/admin/orders/${ontario._id}`, {
      user: admin,
      payload: { status: 'delivered' },
    });
    const english = await inject('GET', `/api/orders/${ontario._id}/receipt`, { user: customer });
    expect(new JSDOM(english.body).window.document.querySelector('h2')?.textContent).toBe(
      'Invoice / Receipt',
    );
  });
});
