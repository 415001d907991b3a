import type { Page, Response } from '@playwright/test';
import pseudolocale from 'pseudolocale';
import {
  apiLogin,
  authHeaders,
  BUJUMBURA_ADDRESS,
  createStaffAccount,
  createTestProduct,
  DEMO,
  expect,
  networkQuiet,
  newsletterForm,
  orderNumberOf,
  placeCashOrder,
  registerCustomer,
  removeAccount,
  type Session,
  test,
  uniqueSuffix,
  useSession,
} from '../fixtures';

/**
 * Every word a person reads comes from a catalog (README "Languages"). The shop runs with
 * PSEUDO_LOCALE=1 (e2e-server.mjs) and a `ikawa_locale=pseudo` cookie renders every page in the
 * pseudo-locale, where each catalog message is written with accented letters ("Àďď ţō Ćàŕţ"). A
 * screen passes when no visible text, `title`, `aria-label`, `alt` or `placeholder`, nor the page
 * title, holds a plain English word that is not data: what the API sent (product names, the
 * owner's texts, people's names, addresses), the brand names, and what `Intl` writes for en-CA
 * (month and day names), which the pseudo-locale formats with.
 */

/** A text as the pseudo-locale writes it (Lingui's pseudo-localization of the catalogs). */
const say = (text: string) => pseudolocale(text, { prepend: '', append: '' });

const BRANDS = ['Ikawa', 'Stripe', 'Visa', 'Mastercard', 'English', 'Français', 'EN', 'FR'];
const INTL_WORDS = [
  ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'],
  ...['September', 'October', 'November', 'December'],
  ...['Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec'],
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'a.m.', 'p.m.', 'AM', 'PM'],
  // Canada's zones as Intl names them beside a time on the store's clock.
  ...['PST', 'PDT', 'MST', 'MDT', 'CST', 'CDT', 'EST', 'EDT', 'AST', 'ADT', 'NST', 'NDT'],
  // Countries: addresses keep a code and Intl names it (en-CA for the pseudo-locale).
  ...countryNames(),
];

/** Every region name Intl gives in en-CA, word by word ("United", "States"). */
function countryNames(): string[] {
  const names = new Intl.DisplayNames('en-CA', { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return [...letters].flatMap((first) =>
    [...letters].flatMap((second) => names.of(first + second)?.split(/[\s,()]+/) ?? []),
  );
}

/** Every string inside a JSON value. */
function stringsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.trim()) into.add(value.trim());
  } else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsOf(item, into));
  return into;
}

/** Walks screens in the pseudo-locale and collects the English it finds on them. */
class Walk {
  readonly data = new Set<string>([...BRANDS, ...INTL_WORDS]);
  readonly findings: string[] = [];
  readonly screens: string[] = [];
  private readonly quiet: () => Promise<void>;

  constructor(private readonly page: Page) {
    this.quiet = networkQuiet(page);
    // What the API answered is data, shown as it is (JSON answers to the page's own calls).
    page.on('response', (response: Response) => {
      if (!response.url().includes('/api/')) return;
      if (!(response.headers()['content-type'] ?? '').includes('json')) return;
      response
        .json()
        .then((body: unknown) => stringsOf(body, this.data))
        .catch(() => undefined);
    });
  }

  async check(screen: string): Promise<void> {
    const { page } = this;
    await this.quiet();
    await expect(page.locator('[role="status"]:has([data-testid="spinner"])')).toHaveCount(0);
    // The data a server-rendered page came with.
    const state = await page.evaluate(() => document.getElementById('ikawa-ssr-state')?.textContent);
    if (state) stringsOf(JSON.parse(state), this.data);
    const found = await page.evaluate((allowed: string[]) => {
      // A plain word is fine when some data holds it (a product's name, a street, a month).
      const dataWords = new Set(allowed);
      const english = (text: string) =>
        (text.match(/[A-Za-z][A-Za-z.]{2,}/g) ?? []).find(
          (word) => !dataWords.has(word.replace(/\.$/, '')) && !dataWords.has(word),
        );
      const shown = (element: Element) => element.getClientRects().length > 0;
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, template, [translate="no"]')) continue;
        if (!shown(parent)) continue;
        const text = node.textContent ?? '';
        const word = english(text);
        if (word) out.push(`text "${text.trim().slice(0, 80)}" (${word})`);
      }
      for (const element of Array.from(
        document.body.querySelectorAll('[title], [aria-label], [alt], [placeholder]'),
      )) {
        if (!shown(element) || element.closest('[translate="no"]')) continue;
        for (const attribute of ['title', 'aria-label', 'alt', 'placeholder']) {
          const value = element.getAttribute(attribute);
          const word = value ? english(value) : undefined;
          if (word) out.push(`${attribute} "${value}" (${word})`);
        }
      }
      const title = english(document.title);
      if (title) out.push(`page title "${document.title}" (${title})`);
      return out;
    }, this.words());
    this.screens.push(screen);
    for (const finding of new Set(found)) this.findings.push(`${screen}: ${finding}`);
  }

  /** Every word of the data, once. */
  private words(): string[] {
    const words = new Set<string>();
    for (const text of this.data)
      for (const word of text.match(/[A-Za-z][A-Za-z.]*/g) ?? [])
        words.add(word.replace(/\.$/, '')).add(word);
    return [...words];
  }

  async visit(path: string, screen = path): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.locator('html')).toHaveAttribute('data-locale', 'pseudo');
    await this.check(screen);
  }

  expectAllTranslated(): void {
    expect(
      this.findings,
      `English outside the catalogs on ${this.screens.length} screens:\n${this.findings.join('\n')}`,
    ).toEqual([]);
  }
}

/** The spec's own data and accounts (an admin and a courier of its own). */
interface Fixture {
  demoAdmin: Session;
  admin: Session;
  courier: Session;
  customer: Session;
  product: { _id: string; slug: string };
  order: string;
  /** The order's number as printed ("IK-1042"): data, never translated. */
  orderNumber: string;
}

let fixture: Fixture;

test.beforeAll(async ({ request }) => {
  const demoAdmin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const admin = await createStaffAccount(request, demoAdmin, 'admin');
  const courier = await createStaffAccount(request, demoAdmin, 'delivery');
  const product = await createTestProduct(request, admin, { name: 'Pseudo Roast', price: 24, stock: 40 });
  const customer = await registerCustomer(request, `Pia Pseudo ${uniqueSuffix()}`);
  const order = await placeCashOrder(request, customer, product._id);
  const assigned = await request.patch(`/api/delivery/admin/orders/${order}/assign`, {
    headers: authHeaders(admin),
    data: { deliveryPersonId: courier.user._id, deliveryFee: 8 },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  const orderNumber = await orderNumberOf(request, admin, order);
  fixture = { demoAdmin, admin, courier, customer, product, order, orderNumber };
});

test.afterAll(async ({ request }) => {
  const { demoAdmin, admin, courier, order, product } = fixture;
  // The courier first, while its delivery is still on: the server anonymises a courier with a
  // delivery but cannot yet erase one whose only delivery was cancelled (fixtures.ts).
  await removeAccount(request, demoAdmin, courier);
  await removeAccount(request, demoAdmin, admin);
  await request.put(`/api/admin/orders/${order}`, {
    headers: authHeaders(demoAdmin),
    data: { status: 'cancelled' },
  });
  await request.delete(`/api/products/${product._id}`, { headers: authHeaders(demoAdmin) });
});

test.describe('pseudo-locale: every text comes from a catalog', () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ reducedMotion: 'reduce' });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'ikawa_locale', value: 'pseudo', url: baseURL ?? 'http://localhost' }]);
  });

  test('storefront signed out', async ({ page, isMobile }) => {
    const walk = new Walk(page);
    await walk.visit('/');
    await newsletterForm(page, say('Newsletter'));
    await walk.check('/ newsletter form');
    await page
      .getByRole('button', { name: say('Sign in') })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await walk.check('/ sign-in dialog');
    await page.keyboard.press('Escape');
    if (isMobile) {
      await page.getByRole('button', { name: say('Open menu') }).click();
      await expect(page.getByRole('dialog', { name: say('Menu') })).toBeVisible();
      await walk.check('/ phone menu');
      await page.keyboard.press('Escape');
    }
    for (const path of ['/shop', '/about', '/faq', '/contact', '/privacy', '/terms', '/shipping', '/returns'])
      await walk.visit(path);
    await walk.visit(`/shop/${fixture.product.slug}`, '/shop/:slug');
    await page
      .getByRole('main')
      .getByRole('button', { name: say('Add to Cart') })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await walk.check('/shop/:slug cart');
    await page.keyboard.press('Escape');
    for (const path of [
      '/no-such-page',
      '/shop/no-such-coffee',
      '/reset-password?token=not-a-real-token',
      '/newsletter/confirm?token=not-a-real-token',
      '/newsletter/unsubscribe?token=not-a-real-token',
      '/payment-success',
    ])
      await walk.visit(path);
    walk.expectAllTranslated();
  });

  test('account as a customer', async ({ page, request }) => {
    await useSession(page, fixture.customer);
    const walk = new Walk(page);
    for (const path of ['/account', '/account/orders', '/account/addresses', '/account/payment'])
      await walk.visit(path);
    // A subscription of the customer's, so its card, its states and a change's dialog are walked.
    const subscribed = await request.post('/api/subscriptions', {
      headers: authHeaders(fixture.customer),
      data: {
        everyWeeks: 2,
        order: {
          products: [{ product: fixture.product._id, quantity: 1 }],
          delivery: { fulfillmentMethod: 'delivery', method: 'standard', address: BUJUMBURA_ADDRESS },
          payment: { method: 'cash' },
        },
      },
    });
    expect(subscribed.status(), await subscribed.text()).toBe(201);
    await walk.visit('/account/subscriptions');
    await expect(page.getByRole('article')).toBeVisible();
    await walk.check('/account/subscriptions card');
    await page.getByRole('button', { name: say('Cancel subscription') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await walk.check('/account/subscriptions cancel dialog');
    await page.keyboard.press('Escape');
    await walk.visit(`/account/orders/${fixture.order}/receipt`, '/account/orders/:id/receipt');
    walk.expectAllTranslated();
  });

  test('checkout dialogs as a customer', async ({ page }) => {
    await useSession(page, fixture.customer);
    const walk = new Walk(page);
    await walk.visit(`/shop/${fixture.product.slug}`, '/shop/:slug signed in');
    await page
      .getByRole('main')
      .getByRole('button', { name: say('Add to Cart') })
      .first()
      .click();
    const cart = page.getByRole('dialog', { name: say('Your Cart') });
    await expect(cart).toBeVisible();
    await walk.check('cart');
    await cart.getByRole('button', { name: say('Checkout') }).click();
    const how = page.getByRole('dialog', { name: say('Delivery or Pickup') });
    await expect(how).toBeVisible();
    await walk.check('checkout: delivery or pickup');
    await how.getByText(say('Store Pickup')).click();
    await walk.check('checkout: pickup chosen');
    await how.getByRole('button', { name: say('Continue') }).click();
    const payment = page.getByRole('dialog', { name: say('Payment Method') });
    await expect(payment).toBeVisible();
    await walk.check('checkout: payment');
    await payment.getByRole('button', { name: say('Continue') }).click();
    await expect(page.getByRole('dialog', { name: say('Review Your Order') })).toBeVisible();
    await walk.check('checkout: review');
    walk.expectAllTranslated();
  });

  test('courier area', async ({ page }) => {
    await useSession(page, fixture.courier);
    const walk = new Walk(page);
    for (const path of ['/delivery', '/delivery/earnings', '/delivery/history']) await walk.visit(path);
    walk.expectAllTranslated();
  });

  test('admin area', async ({ page }) => {
    await useSession(page, fixture.admin);
    const walk = new Walk(page);
    for (const path of [
      '/admin',
      '/admin/products',
      '/admin/orders',
      '/admin/subscriptions',
      '/admin/subscriptions/forecast',
      '/admin/users',
      '/admin/settings',
      '/admin/delivery-persons',
      '/admin/outbox',
      '/admin/discounts',
      '/admin/taxes',
      '/admin/newsletter',
    ])
      await walk.visit(path);
    await walk.visit(`/admin/orders/${fixture.order}/receipt`, '/admin/orders/:id/receipt');
    await walk.visit('/admin/orders', '/admin/orders again');
    // The order's detail: items, notes and its Activity list (written by the server).
    const number = fixture.orderNumber;
    await page
      .getByRole('button', { name: new RegExp(`${number}`) })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await walk.check('/admin/orders order detail');
    await page.keyboard.press('Escape');
    await walk.visit('/admin/products', '/admin/products again');
    await page.getByRole('button', { name: say('Add product') }).click();
    const form = page.getByRole('dialog');
    await expect(form).toBeVisible();
    await walk.check('/admin/products add dialog');
    await form.getByRole('tab', { name: 'Français' }).click();
    await walk.check('/admin/products add dialog, French tab');
    walk.expectAllTranslated();
  });
});
