// A walk through the shop as a shopper (English and French), an owner and a courier, with
// screenshots at 1280 px and 390 px of every screen that shows a date, an order number or an
// amount, into e2e/screenshots/walk-*.png. For people to look at, not a test: it asserts only
// what it needs to go on. Run it against a fresh shop (it places orders):
//   DATA_DIR=$(mktemp -d) PORT=3100 npm start &   then   node e2e/scripts/walkthrough.mjs http://localhost:3100
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'screenshots');
mkdirSync(out, { recursive: true });
const base = process.argv[2] ?? 'http://localhost:3000';

async function api(method, url, token, body, headers = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const login = (email, password) => api('POST', '/api/auth/login', undefined, { email, password });
const admin = await login('admin@ikawa.test', 'coffee-admin');
const courier = await login('courier@ikawa.test', 'coffee-courier');
const stamp = Date.now().toString(36);
const register = (name, locale) =>
  api('POST', '/api/auth/register', undefined, {
    name,
    email: `walk-${locale}-${stamp}@example.test`,
    password: 'walk-password',
    locale,
  });
const english = await register('Sarah Walker', 'en-CA');
const french = await register('Sophie Tremblay', 'fr-CA');

const products = (await api('GET', '/api/products?limit=50')).data;
const mug = products.find((product) => product.type === 'accessory');
const coffee = products.find((product) => product.type === 'powder');
const toronto = {
  street: '100 King Street West',
  city: 'Toronto',
  postalCode: 'M5X 1A9',
  country: 'CA',
  phone: '+1 416 555 0142',
};
const montreal = { ...toronto, street: '1000 rue Sherbrooke Ouest', city: 'Montréal', postalCode: 'H3A 3G4' };

async function order(customer, items, delivery) {
  const placed = await api(
    'POST',
    '/api/orders',
    customer.token,
    { products: items, delivery, payment: { method: 'cash' } },
    { 'Idempotency-Key': `walk-${Math.random().toString(36).slice(2)}` },
  );
  return placed.data;
}
const items = [{ product: coffee._id, quantity: 2 }, ...(mug ? [{ product: mug._id, quantity: 1 }] : [])];
const delivered = await order(english, items, {
  fulfillmentMethod: 'delivery',
  method: 'express',
  address: toronto,
});
const pickup = await order(english, [{ product: coffee._id, quantity: 1 }], { fulfillmentMethod: 'pickup' });
const cancelled = await order(english, [{ product: coffee._id, quantity: 1 }], {
  fulfillmentMethod: 'delivery',
  method: 'standard',
  address: toronto,
});
const frenchOrder = await order(french, items, {
  fulfillmentMethod: 'delivery',
  method: 'standard',
  address: montreal,
});
await api('PUT', `/api/admin/orders/${cancelled._id}`, admin.token, { status: 'cancelled' });
for (const placed of [delivered, frenchOrder]) {
  await api('PATCH', `/api/delivery/admin/orders/${placed._id}/assign`, admin.token, {
    deliveryPersonId: courier.user._id,
    deliveryFee: 10,
  });
}
console.log('orders', delivered.number, pickup.number, cancelled.number, frenchOrder.number);

/** Every screen: [name, session, path, what to do before the picture]. */
const screens = [
  ['shop', null, '/shop'],
  ['mug', null, mug ? `/shop/${mug.slug}` : '/shop'],
  ['mug-fr', null, mug ? `/fr/shop/${mug.slug}` : '/fr/shop'],
  ['my-orders', english, '/account/orders'],
  ['my-orders-fr', french, '/fr/account/orders'],
  ['admin-orders', admin, '/admin/orders'],
  ['admin-search', admin, `/admin/orders?q=${encodeURIComponent(`#${delivered.number}`)}`],
  [
    'admin-order',
    admin,
    `/admin/orders?q=${encodeURIComponent(delivered.number)}`,
    (page) =>
      page
        .getByRole('button', { name: `View order ${delivered.number}` })
        .first()
        .click(),
  ],
  ['admin-products', admin, '/admin/products'],
  ['admin-dashboard', admin, '/admin'],
  ['admin-settings', admin, '/admin/settings'],
  ['courier', courier, '/delivery/orders'],
  ['courier-earnings', courier, '/delivery/earnings'],
  ['courier-history', courier, '/delivery/history'],
  ['account-bookmark', null, '/account/orders'],
  [
    'offline-shop',
    null,
    '/shop',
    async (page) => {
      await page.context().setOffline(true);
      await page
        .getByRole('link', { name: /^About|^À propos/ })
        .first()
        .click()
        .catch(() => {});
      await page
        .getByRole('status')
        .or(page.getByRole('alert'))
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => {});
    },
  ],
  [
    'offline-admin',
    admin,
    '/admin/orders',
    async (page) => {
      await page.context().setOffline(true);
      await page
        .getByRole('link', { name: 'Products' })
        .first()
        .click()
        .catch(() => {});
      await page
        .getByText("We can't reach the shop")
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => {});
    },
  ],
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
]) {
  for (const [name, session, url, act] of screens) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, timezoneId: 'UTC' });
    if (session) {
      await context.addInitScript(
        ([token, user]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        },
        [session.token, JSON.stringify(session.user)],
      );
    }
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
    if (act) await act(page);
    await page.evaluate(() => globalThis.document.fonts.ready);
    const file = `walk-${name}-${label}.png`;
    await page.screenshot({ path: path.join(out, file), fullPage: true });
    console.log(file, errors.length ? `errors: ${errors.join(' | ')}` : '');
    await context.close();
  }
}
await browser.close();
