import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

/** The demo accounts the first start seeds (README). */
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

/**
 * `page.goto` waits, as a shopper looking at the page does, until the app has started on it
 * (`<html data-app="started">`, web/src/app/routes/root.tsx): a server-rendered page shows before
 * its code runs (decision 012), and a filter ticked before then would not reach the app. A test
 * about the page before the app starts passes its own `waitUntil`; the API's own pages (`/api/…`)
 * have no app.
 */
export const test = base.extend({
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
});
export { expect };

/** The bearer header of a session, for API calls made by a test. */
export const authHeaders = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** A short suffix that makes a test's own names unique across runs and workers. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

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
  country: 'Burundi',
  phone: '+25779222222',
};

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
