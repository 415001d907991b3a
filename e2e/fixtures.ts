import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { serverUrl, WORKERS } from './servers';

/**
 * The demo accounts the first start seeds (README). Journeys about these accounts sign in with
 * them; others sign in with accounts of their own (the `admin` and `courier` fixtures,
 * `registerCustomer`), and the demo admin only makes and removes those through the API.
 */
export const DEMO = {
  admin: { email: 'admin@ikawa.test', password: 'coffee-admin', name: 'Claudine Irakoze' },
  courier: { email: 'courier@ikawa.test', password: 'coffee-courier', name: 'Didier Habonimana' },
  customer: { email: 'customer@ikawa.test', password: 'coffee-customer', name: 'Sarah Thompson' },
} as const;

export interface Session {
  token: string;
  user: { _id: string; name: string; email: string; role: string };
}

/** Signs in through the API (fast, no UI) — for journeys that are not about signing in. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), `login ${email}`).toBe(200);
  return (await res.json()) as Session;
}

/** A fresh customer account of its own, so tests do not share state (epic-stack `login()`). */
export async function registerCustomer(
  request: APIRequestContext,
  name = 'Test Shopper',
  locale?: 'en-CA' | 'fr-CA',
): Promise<Session & { password: string }> {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'shopper-password';
  const res = await request.post('/api/auth/register', { data: { name, email, password, locale } });
  expect(res.status()).toBe(201);
  return { ...((await res.json()) as Session), password };
}

/** Puts a session in local storage before the app loads, as the sign-in dialog would. */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript(
    ([token, user]) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/**
 * Opens the sign-in dialog from the navigation bar, at any width. Until the app has started, the
 * first paint's button does nothing yet; like a person, the test clicks again.
 */
export async function openSignInDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Sign in' }).first().click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

/**
 * Scrolls the landing page down to its newsletter block, as a reader does: the form's code loads
 * as it comes near the screen (web/src/components/ui/on-demand.tsx `NearViewport`). `name` is
 * the form's name in the page's language.
 */
export async function newsletterForm(page: Page, name = 'Newsletter'): Promise<Locator> {
  await page.locator('#newsletter').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name });
  await expect(form).toBeVisible();
  return form;
}

/** A session together with the password it signed in with. */
export type Account = Session & { password: string };

/** The roles a test's own staff account can have. */
type StaffRole = 'admin' | 'delivery';

/**
 * A staff account of the test's own: registered as a customer, given `role` by the demo admin
 * (admin API, `PUT /api/admin/users/:id`), then signed in again, since a role change ends the
 * account's sessions. A courier gets its delivery profile with the role, available at once.
 */
export async function createStaffAccount(
  request: APIRequestContext,
  demoAdmin: Session,
  role: StaffRole,
  // People's names, not words of the interface (the pseudo-locale spec tells them apart).
  name = `${role === 'admin' ? 'Gloria Ndikumana' : 'Fabrice Niyonkuru'} ${uniqueSuffix()}`,
): Promise<Account> {
  const account = await registerCustomer(request, name);
  const promoted = await request.put(`/api/admin/users/${account.user._id}`, {
    headers: authHeaders(demoAdmin),
    data: { role },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  return { ...(await apiLogin(request, account.user.email, account.password)), password: account.password };
}

/**
 * Removes an account a test made (admin API): erased, or anonymised when it has orders or
 * deliveries (an anonymised courier is offered no more deliveries). The server cannot yet remove
 * (it answers 500) an admin who wrote an order note, nor a courier whose only deliveries were
 * cancelled (each is still referenced, by the note or the delivery): a test that writes notes
 * signs in as the demo admin, and a courier is removed before its orders are cancelled.
 */
export async function removeAccount(request: APIRequestContext, demoAdmin: Session, account: Session) {
  const res = await request.delete(`/api/admin/users/${account.user._id}`, {
    headers: authHeaders(demoAdmin),
  });
  expect(res.ok(), `removing ${account.user.email}: ${await res.text()}`).toBe(true);
}

/** The store settings, as `GET /api/settings` answers. */
export type StoreSettings = Record<string, unknown>;

async function readSettings(request: APIRequestContext): Promise<StoreSettings> {
  const res = await request.get('/api/settings');
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: StoreSettings }).data;
}

interface Fixtures {
  /** The demo admin's session, for the API calls that make and remove a test's own data. */
  demoAdmin: Session;
  /** An admin of the test's own, removed after the test. */
  admin: Account;
  /** A courier of the test's own (available), removed after the test. */
  courier: Account;
  /**
   * The store settings as the test found them. Whatever the test changes in them (through the
   * page or the API) is put back after it, passed or failed, so the specs after it read the
   * demo defaults.
   */
  storeSettings: StoreSettings;
}

/**
 * - `baseURL`: the shop of this worker (servers.ts), for `page`, `request` and every context.
 * - `page.goto` waits, as a shopper looking at the page does, until the app has started on it
 *   (`<html data-app="started">`, web/src/app/routes/root.tsx): a server-rendered page shows
 *   before its code runs (decision 012), and a filter ticked before then would not reach the
 *   app. A test about the page before the app starts passes its own `waitUntil`; the API's own
 *   pages (`/api/…`) have no app.
 */
/** What each worker sets up once on its shop. */
interface WorkerFixtures {
  /**
   * The demo shop ships to Canada and the United States; the tests' customers also live in
   * Burundi, so each shop ships there too (Settings → Countries we ship to), before any test.
   */
  shipsToBurundi: void;
}

/** The countries every test's shop delivers to. */
export const SHIPPING_COUNTRIES = ['CA', 'US', 'BI'];

export const test = base.extend<Fixtures, WorkerFixtures>({
  shipsToBurundi: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: serverUrl(workerInfo.parallelIndex) });
      const admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
      const settings = await readSettings(request);
      const res = await request.patch('/api/settings', {
        headers: authHeaders(admin),
        data: { ...settings, shippingCountries: SHIPPING_COUNTRIES },
      });
      expect(res.ok(), `shipping to Burundi: ${await res.text()}`).toBe(true);
      await request.dispose();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
  baseURL: async ({}, use, testInfo) => {
    if (testInfo.parallelIndex >= WORKERS)
      throw new Error(
        `worker ${testInfo.parallelIndex + 1} has no shop: set E2E_WORKERS rather than --workers`,
      );
    await use(serverUrl(testInfo.parallelIndex));
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const ofTheApp = !new URL(url, 'http://app').pathname.startsWith('/api/');
      if (javaScriptEnabled && ofTheApp && options?.waitUntil === undefined)
        await page.waitForSelector('html[data-app="started"]', { state: 'attached' });
      return response;
    };
    await use(page);
  },
  demoAdmin: async ({ request }, use) => {
    await use(await apiLogin(request, DEMO.admin.email, DEMO.admin.password));
  },
  admin: async ({ request, demoAdmin }, use) => {
    const admin = await createStaffAccount(request, demoAdmin, 'admin');
    await use(admin);
    await removeAccount(request, demoAdmin, admin);
  },
  courier: async ({ request, demoAdmin }, use) => {
    const courier = await createStaffAccount(request, demoAdmin, 'delivery');
    await use(courier);
    await removeAccount(request, demoAdmin, courier);
  },
  storeSettings: async ({ request, demoAdmin }, use) => {
    const original = await readSettings(request);
    await use(original);
    const res = await request.patch('/api/settings', { headers: authHeaders(demoAdmin), data: original });
    expect(res.ok(), `putting the settings back: ${await res.text()}`).toBe(true);
  },
});
export { expect };

/** The bearer header of a session, for API calls made by a test. */
export const authHeaders = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** A short suffix that makes a test's own names unique across runs and workers. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Follows a page's requests and returns a wait for the moment none has been in flight for half a
 * second, as Playwright's `networkidle` does, leaving out live streams (`Accept:
 * text/event-stream`): an order page following its courier keeps one open for as long as it is
 * shown (web/src/lib/api-client.ts `followEvents`), so by `networkidle` it is never idle.
 * Call it before the page loads what the wait is about.
 */
export function networkQuiet(page: Page): () => Promise<void> {
  const pending = new Set<Request>();
  let changedAt = Date.now();
  const settle = (request: Request) => {
    if (pending.delete(request)) changedAt = Date.now();
  };
  page.on('request', (request) => {
    if ((request.headers().accept ?? '').includes('text/event-stream')) return;
    pending.add(request);
    changedAt = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async () => {
    await page.waitForLoadState('load');
    await expect
      .poll(() => pending.size === 0 && Date.now() - changedAt >= 500, {
        message: 'requests still in flight',
        intervals: [100],
        timeout: 60_000,
      })
      .toBe(true);
  };
}

/** Waits until no animation runs on the page (a panel's slide-in), so a screenshot shows it settled. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** A full-page screenshot `screenshots/<name>-<project>.png`, to look at each screen at each width. */
export async function fullPageShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `screenshots/${name}-${test.info().project.name}.png`, fullPage: true });
}

/** A 1 kg powder coffee of the test's own (the admin's API), with a unique name. */
export async function createTestProduct(
  request: APIRequestContext,
  admin: Session,
  { name, price = 21, stock = 20 }: { name: string; price?: number; stock?: number },
) {
  const res = await request.post('/api/products', {
    headers: authHeaders(admin),
    data: {
      name: `${name} ${uniqueSuffix()}`,
      description: `A coffee made for the ${name} browser tests.`,
      type: 'powder',
      weight: 1,
      price,
      stock,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string; name: string; slug: string } }).data;
}

/** The newest message to `to` of `kind`, with its plain-text part, read from the admin's Outbox. */
export async function latestMessage(request: APIRequestContext, to: string, kind: string): Promise<string> {
  const admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const headers = { authorization: `Bearer ${admin.token}` };
  let id: string | undefined;
  await expect
    .poll(async () => {
      const list = await (await request.get('/api/admin/outbox?pageSize=50', { headers })).json();
      id = (list.data as { _id: string; to: string; kind: string }[]).find(
        (message) => message.to === to && message.kind === kind,
      )?._id;
      return id;
    })
    .toBeTruthy();
  const detail = await (await request.get(`/api/admin/outbox/${id}`, { headers })).json();
  return detail.data.text as string;
}

/** A delivery address in Bujumbura, for orders placed through the API. */
export const BUJUMBURA_ADDRESS = {
  street: '7 Boulevard du Japon',
  city: 'Bujumbura',
  postalCode: '1000',
  country: 'BI',
  phone: '+25779222222',
};

/**
 * An order's number as every screen, e-mail and document prints it ("IK-1042"), read through the
 * API as `session` (its customer, an admin or its courier) may read the order.
 */
export async function orderNumberOf(
  request: APIRequestContext,
  session: Session,
  orderId: string,
): Promise<string> {
  const res = await request.get(`/api/orders/${orderId}`, { headers: authHeaders(session) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { number: string } }).data.number;
}

/** A cash order of one `productId`, delivered by standard delivery, placed through the API: its id. */
export async function placeCashOrder(
  request: APIRequestContext,
  customer: Session,
  productId: string,
): Promise<string> {
  const res = await request.post('/api/orders', {
    headers: { ...authHeaders(customer), 'Idempotency-Key': `cash-${uniqueSuffix()}` },
    data: {
      products: [{ product: productId, quantity: 1 }],
      delivery: { fulfillmentMethod: 'delivery', method: 'standard', address: BUJUMBURA_ADDRESS },
      payment: { method: 'cash' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

/**
 * A fresh customer's cash home delivery in Toronto of a product of the test's own, assigned to
 * `courier` by the admin: the order a courier's and a customer's journey start from.
 */
export async function assignedTorontoCashOrder(
  request: APIRequestContext,
  admin: Session,
  courier: Session,
  names: { product: string; customer: string },
): Promise<{ orderId: string; customer: Session; number: string }> {
  const product = await createTestProduct(request, admin, { name: names.product });
  const customer = await registerCustomer(request, names.customer);
  const placed = await request.post('/api/orders', {
    headers: authHeaders(customer),
    data: {
      products: [{ product: product._id, quantity: 1 }],
      delivery: {
        fulfillmentMethod: 'delivery',
        method: 'standard',
        address: {
          street: '12 Avenue de la Liberté',
          city: 'Toronto',
          postalCode: 'M5H 2M9',
          country: 'CA',
          phone: '+1 416 555 0142',
        },
      },
      payment: { method: 'cash' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { _id: string } }).data._id;
  const assigned = await request.patch(`/api/delivery/admin/orders/${orderId}/assign`, {
    headers: authHeaders(admin),
    data: { deliveryPersonId: courier.user._id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { orderId, customer, number: await orderNumberOf(request, customer, orderId) };
}

/**
 * Serious or critical WCAG 2.1 A/AA findings of axe on the page as it is now (the whole walk is
 * accessibility.spec.ts; journeys check their own screens with this).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: axe.source })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
